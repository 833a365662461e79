import { checkSigner, deriveTokenRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { ActionInput, CreateTokenInput } from './ActionInput.js'
import type { AmountInput } from './AmountInput.js'
import type { FlowOptions } from './FlowOptions.js'
import type { FlowResult } from './FlowResult.js'
import { interfaceStepsOf, type LedgerClient } from './LedgerClient.js'
import { type SubmitActionsErrorType, submitActions } from './submitActions.js'

/**
 * Parameters of {@link createToken}: the {@link FlowOptions} and the token. A fixed-supply token
 * (`isSupplyMutable: false`) issues its whole `supply` to `to` (default the signer). A
 * mutable-supply token starts with none; `mints` and `burns` run in the same transaction, right
 * after the creation (mints first).
 *
 * @example
 * const fixed: CreateTokenParameters = { signer, maxFee: toSubunits('101'), symbol: 'gold', name: 'Gold', isSupplyMutable: false, supply: toSubunits('1000000') }
 * const mutable: CreateTokenParameters = { signer, maxFee: toSubunits('101'), symbol: 'gem', name: 'Gem', isSupplyMutable: true, mints: [{ amount: toSubunits('500') }] }
 */
export type CreateTokenParameters = FlowOptions &
  Omit<CreateTokenInput, 'type' | 'isSupplyMutable' | 'supply' | 'to'> &
  (
    | { isSupplyMutable: false; supply: AmountInput; to?: string; mints?: undefined; burns?: undefined }
    | {
        isSupplyMutable: true
        /** Mints in the creating transaction; `to` defaults to the signer's account. */
        mints?: readonly { to?: string; amount: AmountInput }[]
        /** Burns from the signer's account in the creating transaction, after the mints. */
        burns?: readonly { amount: AmountInput }[]
      }
  )

/**
 * Everything {@link createToken} may throw (an existing token is a `TransactionRefusedError` with
 * reason `TOKEN_ALREADY_EXISTS`; a server deriving another rri, `TokenRriMismatchError`).
 *
 * @example
 * const failure = error as CreateTokenErrorType
 */
export type CreateTokenErrorType = SubmitActionsErrorType

/**
 * What {@link createToken} returns: a confirmed transaction's {@link FlowResult}, with the rri of
 * the token it created (never missing, unlike a `submitActions` result's).
 *
 * @example
 * const { tokenRri }: CreateTokenResult = await createToken(gateway, { signer, symbol: 'gem', name: 'Gem', isSupplyMutable: true, maxFee: toSubunits('101') })
 */
export type CreateTokenResult = FlowResult & { tokenRri: string }

/**
 * Creates a token owned by the signer, through the whole checked lifecycle of
 * {@link submitActions}: its rri is derived offline from the signer's key and the symbol (and,
 * on the Gateway API, compared with `/token/derive`'s answer), then built, checked, signed,
 * submitted and confirmed. The result's `tokenRri` names the new token.
 *
 * @example
 * import { createToken } from '@ledgernet/flows'
 * const { tokenRri } = await createToken(gateway, {
 *   signer,
 *   symbol: 'gem',
 *   name: 'Gem',
 *   isSupplyMutable: true,
 *   mints: [{ amount: toSubunits('500') }],
 *   maxFee: toSubunits('101'),
 * })
 */
export async function createToken(client: LedgerClient, parameters: CreateTokenParameters): Promise<CreateTokenResult> {
  const { symbol, name, description, iconUrl, url, isSupplyMutable, mints = [], burns = [], ...rest } = parameters
  const { supply, to, ...options } = rest as typeof rest & { supply?: AmountInput; to?: string }
  const properties = { type: 'CreateTokenDefinition', symbol, name, description, iconUrl, url } as const
  // supply and to go through as given: toActions refuses them for a mutable-supply token.
  const actions: ActionInput[] = [{ ...properties, isSupplyMutable, supply, to } as CreateTokenInput]
  for (const [field, list] of Object.entries({ mints, burns }))
    if (!Array.isArray(list)) throw new InvalidArgumentError(field, 'must be an array')
  if (mints.length > 0 || burns.length > 0) {
    if (!isSupplyMutable)
      throw new InvalidArgumentError('mints', 'are only for a mutable-supply token; a fixed supply never changes')
    checkSigner(options.signer)
    const token = deriveTokenRri(options.signer.publicKey, symbol, interfaceStepsOf(client).network(options.network))
    for (const { to: recipient, amount } of mints) actions.push({ type: 'MintTokens', token, amount, to: recipient })
    for (const { amount } of burns) actions.push({ type: 'BurnTokens', token, amount })
  }
  const result = await submitActions(client, { ...options, actions })
  // The first action creates the token, so submitActions has named it (derived, and on the
  // Gateway API compared with /token/derive).
  return { ...result, tokenRri: result.tokenRri! }
}
