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
 * const options: GatewayTransportOptions<'localnet'> = { baseUrl: 'http://127.0.0.1:8080', network: 'localnet', timeout: 5_000 }
 */
export type GatewayTransportOptions<Network extends GatewayNetwork = GatewayNetwork> = Omit<
  HttpTransportOptions,
  'authorization'
> & {
  /**
   * The network the gateway serves: `'mainnet'`, `'stokenet'`, `'localnet'`, or another as
   * `{ name }`; its name is sent as `network_identifier` in every request that has it.
   */
  network: Network
}

const KNOWN_NETWORKS: readonly string[] = ['mainnet', 'stokenet', 'localnet']

/** The name the gateway is asked for; a string that names no known network, or a name that is not one, is refused. */
function networkName(network: unknown): string {
  if (typeof network === 'string') {
    if (KNOWN_NETWORKS.includes(network)) return network
    throw new InvalidArgumentError(
      'network',
      `is ${JSON.stringify(network.slice(0, 40))}, not one of the known networks ${KNOWN_NETWORKS.join(', ')}; another network is given as an object, { name: "devnet" }`,
    )
  }
  const name = typeof network === 'object' && network !== null ? (network as { name?: unknown }).name : undefined
  if (typeof name !== 'string' || !/^[a-z][a-z0-9_-]{0,31}$/.test(name))
    throw new InvalidArgumentError(
      'network',
      'must be a known network name (mainnet, stokenet, localnet) or an object whose name is a lower-case network name (^[a-z][a-z0-9_-]{0,31}$)',
    )
  return name
}

/**
 * Creates a lean Gateway API client, for bundle-size-conscious apps: one generated operation
 * with it is under 4.75 KB min+gzip. Answers are parsed but not checked against the spec unless
 * `validators` are given. Throws `InvalidArgumentError` when `network` is neither a known network's
 * name nor an object naming another, or `baseUrl` not a URL.
 *
 * @example
 * import { createGatewayTransport, deriveToken } from '@ledgernet/gateway-client'
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { token_identifier } = await deriveToken({
 *   client: gateway,
 *   body: { public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' }, symbol: 'gold' },
 * })
 */
export function createGatewayTransport<const Network extends GatewayNetwork>(
  options: GatewayTransportOptions<Network>,
): GatewayClient<Network> {
  const { network } = options
  const name = networkName(network)
  const transport = createHttpTransport(options)
  return { ...createSdkClient({ transport, api: apiId, supplied: { network_identifier: { network: name } } }), network }
}
