import type { CallOptions } from '@ledgernet/transport'
import type { GatewayTransport } from './createGatewayTransport.js'
import type { GatewayRequest } from './GatewayRequest.js'
import { deriveTokenOperation, type DeriveTokenRequest, type DeriveTokenResponse } from './generated/operations.gen.js'

/**
 * Derives the identifier (rri) of the token an account creates under a symbol (`POST /token/derive`). Pure: the same answer for a token that already exists. Safe to retry.
 *
 * Error answers throw `HttpError` (narrow with `isGatewayError`); see also `TimeoutError`,
 * `NetworkError`, `AbortedError`, `InvalidResponseError`.
 *
 * @example
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { token_identifier } = await deriveToken(gateway, {
 *   public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' },
 *   symbol: 'gold',
 * })
 * console.log(token_identifier.rri) // gold_dr1…
 */
export function deriveToken(
  gateway: GatewayTransport,
  request: GatewayRequest<DeriveTokenRequest>,
  options?: CallOptions,
): Promise<DeriveTokenResponse> {
  return gateway.request(deriveTokenOperation, { body: { ...request, network_identifier: { network: gateway.network } } }, options)
}
