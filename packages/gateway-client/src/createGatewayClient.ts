import { createGatewayTransport, type GatewayTransportOptions } from './createGatewayTransport.js'
import type { GatewayClient } from './GatewayClient.js'
import type { GatewayNetwork } from './GatewayNetwork.js'
import { responseValidators } from './generated/responseValidators.gen.js'

/**
 * Options of {@link createGatewayClient}: those of {@link createGatewayTransport} (`baseUrl`,
 * `network`, `fetch`, `headers`, `timeout`, `retry`, `onRequest`, `onResponse`) and
 * `validateResponses` (default `true`: every answer is checked against the spec).
 *
 * @example
 * const options: GatewayClientOptions<'localnet'> = { baseUrl: 'http://127.0.0.1:8080', network: 'localnet', retry: { count: 5 } }
 */
export type GatewayClientOptions<Network extends GatewayNetwork = GatewayNetwork> = Omit<
  GatewayTransportOptions<Network>,
  'validators'
> & {
  /** Check every answer (success and error bodies) against the spec. Default `true`. */
  validateResponses?: boolean
}

/**
 * Creates a Gateway API 1.0 client that checks every answer against the spec
 * (`InvalidResponseError` naming the operation, the JSON path and the reason on a mismatch;
 * `validateResponses: false` turns it off). Pass it as `client` to the generated operations. For
 * the smallest bundle use `createGatewayTransport` instead.
 *
 * @example
 * import { createGatewayClient, deriveToken } from '@ledgernet/gateway-client'
 * const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { token_identifier } = await deriveToken({
 *   client,
 *   body: { public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' }, symbol: 'gold' },
 * })
 */
export function createGatewayClient<const Network extends GatewayNetwork>(
  options: GatewayClientOptions<Network>,
): GatewayClient<Network> {
  const { validateResponses = true, ...rest } = options
  return createGatewayTransport<Network>({ ...rest, ...(validateResponses ? { validators: responseValidators } : {}) })
}
