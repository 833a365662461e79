import { InvalidArgumentError } from '@ledgernet/errors'
import type { Action } from '@ledgernet/transaction'
import { type ActionContext, accountOf, carriedToken } from './ActionContext.js'
import type { ActionInput } from './ActionInput.js'
import { positiveAmount } from './AmountInput.js'
import { createTokenAction } from './createTokenAction.js'
import { transferAction } from './transferAction.js'

/**
 * Reads the caller's actions into the transaction's own {@link Action}s, the value every check
 * compares the server's blob with: accounts and rri checked against `network` and written
 * canonically (lower case), amounts as bigints, created tokens' rri derived offline from the
 * signer's key. Errors name the field (`actions[1].amount`) before any request is sent.
 */
export function toActions(inputs: readonly ActionInput[], context: ActionContext): Action[] {
  if (!Array.isArray(inputs) || inputs.length === 0)
    throw new InvalidArgumentError('actions', 'must be a non-empty array')
  return inputs.map((input, index): Action => {
    const field = `actions[${index}]`
    switch (input?.type) {
      case 'TransferTokens':
        return transferAction(input, context, field)
      case 'MintTokens':
        return {
          type: 'MintTokens',
          to: accountOf(context, input.to, `${field}.to`),
          token: carriedToken(context, input.token, `${field}.token`),
          amount: positiveAmount(input.amount, `${field}.amount`),
        }
      case 'BurnTokens':
        return {
          type: 'BurnTokens',
          from: context.self,
          token: carriedToken(context, input.token, `${field}.token`),
          amount: positiveAmount(input.amount, `${field}.amount`),
        }
      case 'CreateTokenDefinition':
        return createTokenAction(input, context, field)
      default:
        throw new InvalidArgumentError(
          `${field}.type`,
          'must be TransferTokens, MintTokens, BurnTokens or CreateTokenDefinition',
        )
    }
  })
}
