/**
 * A Gateway API request body as callers write it: without `network_identifier`, which the
 * gateway transport adds from the network it was created for. Distributes over unions, so a
 * request that is one of several shapes (`fee_payer` or the deprecated `feePayer`) keeps them.
 *
 * @example
 * const request: GatewayRequest<DeriveTokenRequest> = { public_key: { hex: '03ec…3d' }, symbol: 'gold' }
 */
export type GatewayRequest<TBody> = TBody extends unknown ? Omit<TBody, 'network_identifier'> : never
