import type { AmountInput } from './AmountInput.js'
import type { FlowOptions } from './FlowOptions.js'
import type { FlowResult } from './FlowResult.js'
import type { LedgerClient } from './LedgerClient.js'
import { type SubmitActionsErrorType, submitActions } from './submitActions.js'

/**
 * Parameters of {@link burn}: the {@link FlowOptions}, the token (a mutable-supply token the
 * signer owns) and the amount in subunits, burnt from the signer's account.
 *
 * @example
 * const parameters: BurnParameters = { signer, maxFee: toSubunits('1'), token: gem, amount: 10n ** 18n }
 */
export type BurnParameters = FlowOptions & { token: string; amount: AmountInput }

/**
 * Everything {@link burn} may throw (burning more than held is a `TransactionRefusedError` with
 * reason `INSUFFICIENT_FUNDS`).
 *
 * @example
 * const failure = error as BurnErrorType
 */
export type BurnErrorType = SubmitActionsErrorType

/**
 * Burns `amount` subunits of a mutable-supply token the signer owns from the signer's account,
 * through the whole checked lifecycle of {@link submitActions}.
 *
 * @example
 * import { burn } from '@ledgernet/flows'
 * await burn(gateway, { signer, token: 'gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm', amount: toSubunits('5'), maxFee: toSubunits('1') })
 */
export async function burn(client: LedgerClient, parameters: BurnParameters): Promise<FlowResult> {
  const { token, amount, ...options } = parameters
  return submitActions(client, { ...options, actions: [{ type: 'BurnTokens', token, amount }] })
}
