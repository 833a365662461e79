import { InvalidArgumentError } from '@ledgernet/errors'
import { createHttpTransport, type HttpTransport, type HttpTransportOptions } from '@ledgernet/transport'
import type { GatewayNetwork } from './GatewayNetwork.js'

/**
 * Options of {@link createGatewayTransport}: where the gateway is, the network it serves, and
 * the transport's options (`fetch`, `headers`, `timeout` 10 s, `retry`, `onRequest`,
 * `onResponse`). `validators` (from `@ledgernet/gateway-client/validators`) turns on checking
 * of answers against the spec.
 *
 * @example
 * const options: GatewayTransportOptions = { baseUrl: 'http://127.0.0.1:8080', network: 'localnet', timeout: 5_000 }
 */
export type GatewayTransportOptions = Omit<HttpTransportOptions, 'basicAuth'> & {
  /** The network the gateway serves; sent as `network_identifier` in every request. */
  network: GatewayNetwork
}

/**
 * The lean transport of the Gateway API: an HTTP transport that knows its network. The
 * standalone operations (`deriveToken(gateway, …)`) take it and add `network_identifier`
 * themselves; the descriptors add `X-Ledger-Target-Gw-Api: 1.0`.
 *
 * @example
 * const gateway: GatewayTransport = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 */
export interface GatewayTransport extends HttpTransport {
  readonly network: GatewayNetwork
}

/**
 * Creates the lean Gateway API transport, for bundle-size-conscious apps: use it with the
 * standalone operations, which tree-shake (one operation with the transport is under 3 KB
 * min+gzip). Answers are parsed but not checked against the spec unless `validators` are given.
 * Throws `InvalidArgumentError` when `network` is not a network name or `baseUrl` not a URL.
 *
 * @example
 * import { createGatewayTransport, deriveToken } from '@ledgernet/gateway-client'
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { token_identifier } = await deriveToken(gateway, { public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' }, symbol: 'gold' })
 */
export function createGatewayTransport(options: GatewayTransportOptions): GatewayTransport {
  const { network } = options
  if (typeof network !== 'string' || !/^[a-z][a-z0-9_-]{0,31}$/.test(network))
    throw new InvalidArgumentError('network', 'must be a lower-case network name such as "localnet" (^[a-z][a-z0-9_-]{0,31}$)')
  return { ...createHttpTransport(options), network }
}
