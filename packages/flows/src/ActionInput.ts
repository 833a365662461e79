import type { AmountInput } from './AmountInput.js'

/**
 * One action of a flow. A transaction has one signer, who pays the fee: every `from`, every
 * token owner and the fee payer is the signer's account, so actions name only the other side.
 * Accounts default to the signer's; `token` of a transfer defaults to the native token.
 *
 * - `TransferTokens`: `amount` of `token` from the signer to `to`.
 * - `MintTokens`: `amount` of a mutable-supply token the signer owns, to `to` (default the signer).
 * - `BurnTokens`: `amount` of a mutable-supply token the signer owns, from the signer's account.
 * - `CreateTokenDefinition`: a token owned by the signer. Fixed supply (`isSupplyMutable:
 *   false`): the whole `supply` goes to `to` (default the signer). Mutable supply: no supply and
 *   no `to`; mint and burn it in later actions of the same transaction or later transactions.
 *
 * @example
 * const actions: ActionInput[] = [
 *   { type: 'CreateTokenDefinition', symbol: 'gem', name: 'Gem', isSupplyMutable: true },
 *   { type: 'MintTokens', token: deriveTokenRri(signer.publicKey, 'gem', 'localnet'), amount: 10n ** 21n },
 *   { type: 'TransferTokens', to: bob, amount: toSubunits('2.5') },
 * ]
 */
export type ActionInput =
  | { type: 'TransferTokens'; to: string; amount: AmountInput; token?: string }
  | { type: 'MintTokens'; token: string; amount: AmountInput; to?: string }
  | { type: 'BurnTokens'; token: string; amount: AmountInput }
  | CreateTokenInput

/**
 * The token to create: properties, then the supply. `description`, `iconUrl` and `url` default
 * to `""`.
 *
 * @example
 * const gold: CreateTokenInput = { type: 'CreateTokenDefinition', symbol: 'gold', name: 'Gold', isSupplyMutable: false, supply: 10n ** 24n }
 */
export type CreateTokenInput = {
  type: 'CreateTokenDefinition'
  /** `a-z0-9`, 1 to 35 characters; `xrd` is reserved. */
  symbol: string
  /** 1 to 255 characters. */
  name: string
  /** 0 to 255 characters. */
  description?: string
  /** `""` or an http(s) URL, at most 2048 characters. */
  iconUrl?: string
  /** `""` or an http(s) URL, at most 2048 characters. */
  url?: string
} & (
  | { isSupplyMutable: false; supply: AmountInput; to?: string }
  | { isSupplyMutable: true; supply?: undefined; to?: undefined }
)
