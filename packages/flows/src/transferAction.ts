import { nativeTokenRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { TransferTokens } from '@ledgernet/transaction'
import { type ActionContext, accountOf, carriedToken } from './ActionContext.js'
import type { ActionInput } from './ActionInput.js'
import { positiveAmount } from './AmountInput.js'

/** The caller's transfer as the transaction's action: from the signer to a checked `to`, the native token by default. */
export function transferAction(
  input: Extract<ActionInput, { type: 'TransferTokens' }>,
  context: ActionContext,
  field: string,
): TransferTokens {
  if (input.to === undefined) throw new InvalidArgumentError(`${field}.to`, 'is required')
  return {
    type: 'TransferTokens',
    from: context.self,
    to: accountOf(context, input.to, `${field}.to`),
    token:
      input.token === undefined
        ? nativeTokenRri(context.network)
        : carriedToken(context, input.token, `${field}.token`),
    amount: positiveAmount(input.amount, `${field}.amount`),
  }
}
