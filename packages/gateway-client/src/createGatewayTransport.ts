import { InvalidArgumentError } from '@ledgernet/errors'
import { createHttpTransport, createSdkClient, type HttpTransportOptions } from '@ledgernet/transport'
import type { GatewayClient } from './GatewayClient.js'
import type { GatewayNetwork } from './GatewayNetwork.js'
import { apiId } from './generated/operations.gen.js'

/**
 * Options of {@link createGatewayTransport}: where the gateway is, the network it serves, and
 * the transport's options (`fetch`, `headers`, `timeout` 10 s, `retry`, `onRequest`,
 * `onResponse`). `validators` (from `@ledgernet/gateway-client/validators`) turns on checking
 * of answers against the spec.
 *
 * @example
 * const options: GatewayTransportOptions = { baseUrl: 'http://127.0.0.1:8080', network: 'localnet', timeout: 5_000 }
 */
export type GatewayTransportOptions = Omit<HttpTransportOptions, 'authorization'> & {
  /** The network the gateway serves; sent as `network_identifier` in every request that has it. */
  network: GatewayNetwork
}

/**
 * Creates a lean Gateway API client, for bundle-size-conscious apps: one generated operation
 * with it is under 4.75 KB min+gzip. Answers are parsed but not checked against the spec unless
 * `validators` are given. Throws `InvalidArgumentError` when `network` is not a network name or
 * `baseUrl` not a URL.
 *
 * @example
 * import { createGatewayTransport, deriveToken } from '@ledgernet/gateway-client'
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { token_identifier } = await deriveToken({
 *   client: gateway,
 *   body: { public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' }, symbol: 'gold' },
 * })
 */
export function createGatewayTransport(options: GatewayTransportOptions): GatewayClient {
  const { network } = options
  if (typeof network !== 'string' || !/^[a-z][a-z0-9_-]{0,31}$/.test(network))
    throw new InvalidArgumentError(
      'network',
      'must be a lower-case network name such as "localnet" (^[a-z][a-z0-9_-]{0,31}$)',
    )
  const transport = createHttpTransport(options)
  return { ...createSdkClient({ transport, api: apiId, supplied: { network_identifier: { network } } }), network }
}
