import type { PublicKey } from '@ledgernet/crypto'
import { deriveToken, type GatewayClient } from '@ledgernet/gateway-client'
import type { Action } from '@ledgernet/transaction'
import type { CallOptions } from '@ledgernet/transport'
import { refused } from './errors/refused.js'
import { TokenRriMismatchError } from './errors/TokenRriMismatchError.js'
import { readAnswer } from './readAnswer.js'

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
    const answer = await refused(
      'deriveToken',
      deriveToken({ client, body: { public_key: { hex: publicKey.hex }, symbol }, ...call }),
    )
    const where = { operation: 'deriveToken', url: `${client.transport?.baseUrl ?? ''}/token/derive` }
    const rri = readAnswer(answer, where).string('/token_identifier/rri')
    if (rri.toLowerCase() !== token) throw new TokenRriMismatchError({ symbol, derived: token!, received: rri })
  }
}
