import { deriveTokenRri, PublicKey } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { DeriveTokenRequest, OperationHandlers } from '@ledgernet/gateway-client'
import { gatewayError } from './gatewayError.js'

/**
 * `POST /token/derive`: the rri a key creates under a symbol. Pure; `xrd` is reserved and a key
 * off the curve is refused.
 *
 * @example
 * deriveToken({ network_identifier: { network: 'localnet' }, public_key: { hex: '03ec…' }, symbol: 'gold' })
 * // { status: 200, body: { token_identifier: { rri: 'gold_dr1q…' } } }
 */
export function deriveToken(body: DeriveTokenRequest): ReturnType<OperationHandlers['deriveToken']> {
  if (body.symbol === 'xrd')
    return gatewayError(400, 'Invalid token symbol "xrd": reserved for the native token', {
      type: 'InvalidTokenSymbolError',
      invalid_token_symbol: body.symbol,
    })
  let key: PublicKey
  try {
    key = PublicKey.fromHex(body.public_key.hex, 'public_key.hex')
  } catch (error) {
    if (!(error instanceof InvalidArgumentError)) throw error
    return gatewayError(400, `Invalid public key: ${error.problem}`, {
      type: 'InvalidPublicKeyError',
      invalid_public_key: { hex: body.public_key.hex },
    })
  }
  return { status: 200, body: { token_identifier: { rri: deriveTokenRri(key, body.symbol, 'localnet') } } }
}
