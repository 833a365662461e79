import type { GatewayClient, GatewayTransport } from '@ledgernet/gateway-client'
import { InvalidArgumentError } from '@ledgernet/errors'
import { gatewayLedger } from './gatewayLedger.js'
import type { Ledger } from './Ledger.js'
import { ledgerAdapters } from './ledgerAdapters.js'
import type { JsonRpcLedger } from './viaJsonRpc.js'

/**
 * What the Gateway API and JSON-RPC flows accept: a Gateway API client or its lean transport
 * (`createGatewayClient` / `createGatewayTransport`), or a JSON-RPC one wrapped by
 * `viaJsonRpc(createRpcClient(…) | createRpcTransport(…))`. A full client is used through its
 * `transport`, so its options (answer checking, timeouts, hooks) apply; the lean transport keeps
 * bundles small.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * const client: LedgerClient = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 */
export type LedgerClient = GatewayTransport | GatewayClient | JsonRpcLedger

/**
 * The interface behind a {@link LedgerClient}, used for every call of one attempt: the one
 * `viaJsonRpc` registered, or the Gateway API's, told by shape (a gateway transport knows its
 * network and answers whole exchanges).
 */
export function resolveLedger(client: LedgerClient): Ledger {
  const adapter = ledgerAdapters.get(client as object)
  if (adapter) return adapter
  const transport = ((client as Partial<GatewayClient>)?.transport ?? client) as Partial<GatewayTransport>
  if (typeof transport?.request === 'function') {
    if (typeof transport.network === 'string' && typeof transport.exchange === 'function') return gatewayLedger(transport as GatewayTransport)
    if (transport.exchange === undefined)
      throw new InvalidArgumentError('client', 'is a JSON-RPC client: pass viaJsonRpc(client)')
  }
  throw new InvalidArgumentError('client', 'must be a Gateway API client or transport, or viaJsonRpc(a JSON-RPC client)')
}
