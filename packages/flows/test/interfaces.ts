import type { Sandbox } from '@ledgernet/sandbox'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import type { LedgerClient } from '../src/LedgerClient.js'

/** Both interfaces a Gateway API / JSON-RPC flow runs over, as `describe.each` rows. */
export function bothInterfaces(sandbox: () => Sandbox): [string, () => LedgerClient][] {
  return [
    ['the Gateway API', () => createGatewayTransport({ baseUrl: sandbox().gatewayUrl, network: 'localnet' })],
    ['JSON-RPC', () => createRpcTransport({ baseUrl: sandbox().rpcUrl })],
  ]
}
