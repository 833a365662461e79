import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import type { Sandbox } from '@ledgernet/sandbox'
import type { LedgerClient } from '../src/LedgerClient.js'
import { viaJsonRpc } from '../src/viaJsonRpc.js'

/** Both interfaces a Gateway API / JSON-RPC flow runs over, as `describe.each` rows. */
export function bothInterfaces(sandbox: () => Sandbox): [string, () => LedgerClient][] {
  return [
    ['the Gateway API', () => createGatewayTransport({ baseUrl: sandbox().gatewayUrl, network: 'localnet' })],
    ['JSON-RPC', () => viaJsonRpc(createRpcTransport({ baseUrl: sandbox().rpcUrl }))],
  ]
}
