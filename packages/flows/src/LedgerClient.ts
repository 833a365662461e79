import type { GatewayClient, GatewayTransport } from '@ledgernet/gateway-client'
import type { RpcClient } from '@ledgernet/rpc-client'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { RpcTransport } from '@ledgernet/transport'

/**
 * What the Gateway API and JSON-RPC flows accept: a Gateway API client or its lean transport
 * (`createGatewayClient` / `createGatewayTransport`), or a JSON-RPC one (`createRpcClient` /
 * `createRpcTransport`). A full client is used through its `transport`, so its options (answer
 * checking, timeouts, hooks) apply; the lean transport keeps bundles small.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * const client: LedgerClient = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 */
export type LedgerClient = GatewayTransport | GatewayClient | RpcTransport | RpcClient

/** A {@link LedgerClient} resolved to the transport the flow uses for every call of one attempt. */
export type ResolvedLedger = { kind: 'gateway'; gateway: GatewayTransport } | { kind: 'rpc'; rpc: RpcTransport }

/**
 * Tells a Gateway API client from a JSON-RPC one by shape: a gateway transport knows its network
 * and answers whole exchanges; a JSON-RPC transport takes a method name and positional params.
 */
export function resolveLedger(client: LedgerClient): ResolvedLedger {
  const candidate = client as Partial<GatewayClient & GatewayTransport>
  const transport = (candidate?.transport ?? client) as Partial<GatewayTransport>
  if (typeof transport?.request === 'function') {
    if (typeof transport.network === 'string' && typeof transport.exchange === 'function')
      return { kind: 'gateway', gateway: transport as GatewayTransport }
    if (transport.exchange === undefined) return { kind: 'rpc', rpc: transport as unknown as RpcTransport }
  }
  throw new InvalidArgumentError(
    'client',
    'must be a Gateway API client or transport (createGatewayClient, createGatewayTransport) or a JSON-RPC one (createRpcClient, createRpcTransport)',
  )
}
