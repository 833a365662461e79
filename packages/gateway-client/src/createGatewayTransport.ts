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

/**
 * The name the gateway is asked for. A string naming no known network and an object without a
 * lower-case name are refused alike, with one message (it ships in every bundle with one operation).
 */
function networkName(network: unknown): string {
  const name =
    typeof network === 'string'
      ? KNOWN_NETWORKS.includes(network) && network
      : (network as { name?: unknown } | null | undefined)?.name
  if (typeof name === 'string' && /^[a-z][a-z0-9_-]{0,31}$/.test(name)) return name
  throw new InvalidArgumentError(
    'network',
    `is ${typeof network === 'string' ? JSON.stringify(network.slice(0, 40)) : 'no object with a lower-case name'}, not mainnet, stokenet or localnet; another network is an object, { name: "devnet" }`,
  )
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
