import type { AmountInput } from './AmountInput.js'
import type { FlowOptions } from './FlowOptions.js'
import type { FlowResult } from './FlowResult.js'
import type { LedgerClient } from './LedgerClient.js'
import { type SubmitActionsErrorType, submitActions } from './submitActions.js'

/**
 * Parameters of {@link mint}: the {@link FlowOptions}, the token (a mutable-supply token the
 * signer owns), the amount in subunits and the recipient (default the signer's account).
 *
 * @example
 * const parameters: MintParameters = { signer, maxFee: toSubunits('1'), token: gem, amount: 10n ** 21n }
 */
export type MintParameters = FlowOptions & { token: string; amount: AmountInput; to?: string }

/**
 * Everything {@link mint} may throw (a stranger's mint is a `TransactionRefusedError` with reason
 * `NOT_TOKEN_OWNER`; a fixed-supply token's, `FIXED_SUPPLY_TOKEN`).
 *
 * @example
 * const failure = error as MintErrorType
 */
export type MintErrorType = SubmitActionsErrorType

/**
 * Mints `amount` subunits of a mutable-supply token the signer owns, to `to` (default the
 * signer), through the whole checked lifecycle of {@link submitActions}.
 *
 * @example
 * import { mint } from '@ledgernet/flows'
 * await mint(gateway, { signer, token: 'gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm', amount: toSubunits('1000'), maxFee: toSubunits('1') })
 */
export async function mint(client: LedgerClient, parameters: MintParameters): Promise<FlowResult> {
  const { token, amount, to, ...options } = parameters
  return submitActions(client, { ...options, actions: [{ type: 'MintTokens', token, amount, to }] })
}
