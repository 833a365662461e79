import type { PublicKey } from '@ledgernet/crypto'
import { deriveToken, type GatewayClient } from '@ledgernet/gateway-client'
import type { Action } from '@ledgernet/transaction'
import type { CallOptions } from '@ledgernet/transport'
import { refused } from './errors/refused.js'
import { TokenRriMismatchError } from './errors/TokenRriMismatchError.js'

/**
 * Asks the Gateway API's `/token/derive` for the rri of every token the actions create, and
 * stops with a `TokenRriMismatchError` unless it is the rri derived offline (`action.token`).
 * Only flows that may create tokens pass it to the lifecycle, so a transfer carries none of it.
 */
export async function deriveTokens(
  client: GatewayClient,
  actions: readonly Action[],
  publicKey: PublicKey,
  call: CallOptions,
): Promise<void> {
  for (const action of actions) {
    if (action.type !== 'CreateTokenDefinition') continue
    const { symbol, token } = action
    const { token_identifier } = await refused(
      'deriveToken',
      deriveToken({ client, body: { public_key: { hex: publicKey.hex }, symbol }, ...call }),
    )
    if (token_identifier.rri.toLowerCase() !== token)
      throw new TokenRriMismatchError({ symbol, derived: token!, received: token_identifier.rri })
  }
}
