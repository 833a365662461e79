import type { GatewayClient } from '@ledgernet/gateway-client'
import { gatewaySteps } from './gatewaySteps.js'
import type { InterfaceSteps } from './InterfaceSteps.js'
import type { JsonRpcLedger } from './viaJsonRpc.js'

/**
 * What the Gateway API and JSON-RPC flows accept: a Gateway API client
 * (`createGatewayClient` / `createGatewayTransport`, whose options — answer checking, timeouts,
 * hooks — apply to every call), or a JSON-RPC client wrapped by `viaJsonRpc(createRpcClient(…))`.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * const client: LedgerClient = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 */
export type LedgerClient = GatewayClient | JsonRpcLedger

/** The steps behind a {@link LedgerClient}: `viaJsonRpc`'s own, or the Gateway API's. */
export function interfaceStepsOf(client: LedgerClient): InterfaceSteps {
  return 'interface' in client ? client : gatewaySteps(client)
}
