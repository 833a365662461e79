import type { GatewayClient } from '@ledgernet/gateway-client'
import { gatewaySteps } from './gatewaySteps.js'
import type { InterfaceSteps } from './InterfaceSteps.js'
import type { JsonRpcLedger } from './viaJsonRpc.js'

/**
 * A client made of the flows' own steps: what `viaJsonRpc` returns (a {@link JsonRpcLedger}), or
 * steps of one's own that wrap `gatewaySteps` or `viaJsonRpc` (a test harness that records each
 * step, a contract runner). `interface` names the interface the steps speak, for people; the flows
 * run whatever steps they are given.
 *
 * @example
 * const inner = gatewaySteps(gateway)
 * const recorded: LedgerSteps = { ...inner, interface: 'Gateway API', build: (request, key, call) => { log('build'); return inner.build(request, key, call) } }
 * await transfer(recorded, { signer, to: bob, amount: 1n, maxFee: toSubunits('1') })
 */
export type LedgerSteps = InterfaceSteps & { readonly interface: string }

/**
 * What the Gateway API and JSON-RPC flows accept: a Gateway API client of a known network
 * (`createGatewayClient` / `createGatewayTransport` with `'mainnet'`, `'stokenet'` or `'localnet'`,
 * or an object with one of those names such as `networks.localnet` of `@ledgernet/crypto`; their
 * options — answer checking, timeouts, hooks — apply to every call), or a JSON-RPC client wrapped
 * by `viaJsonRpc(createRpcClient(…))`. A client of another network (`{ name: 'devnet' }`) does not
 * compile here: the transaction format has an id for the known networks only.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * const client: LedgerClient = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 */
export type LedgerClient = GatewayClient | JsonRpcLedger | LedgerSteps

/** The steps behind a {@link LedgerClient}: `viaJsonRpc`'s own, or the Gateway API's. */
export function interfaceStepsOf(client: LedgerClient): InterfaceSteps {
  return 'interface' in client ? client : gatewaySteps(client)
}
