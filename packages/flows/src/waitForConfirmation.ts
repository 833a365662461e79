import { InvalidArgumentError } from '@ledgernet/errors'
import { AnswerMismatchError } from './errors/AnswerMismatchError.js'
import { TransactionFailedError } from './errors/TransactionFailedError.js'
import type { InterfaceSteps, StatusAnswer } from './InterfaceSteps.js'
import { pollUntilFinal } from './pollUntilFinal.js'
import type { WaitForStatusOptions } from './waitForStatus.js'

/**
 * The wait of `waitForStatus` on an interface's steps: polls until CONFIRMED (resolves with that
 * status answer, record included, for the lifecycle to check against what it signed) or FAILED
 * (throws `TransactionFailedError`). Every answer must be about this transaction.
 */
export async function waitForConfirmation(
  steps: InterfaceSteps,
  transactionId: string,
  options: WaitForStatusOptions,
): Promise<StatusAnswer> {
  if (typeof transactionId !== 'string' || !/^[0-9a-f]{64}$/.test(transactionId))
    throw new InvalidArgumentError('transactionId', 'must be 64 lower-case hex characters')
  return pollUntilFinal('waitForStatus', transactionId, options, async (call) => {
    // Every answer is checked to be about this transaction before it is believed.
    const answer = await steps.status(transactionId, call)
    const { status, transactionId: answered, failure } = answer
    if (answered.toLowerCase() !== transactionId)
      throw new AnswerMismatchError({
        operation: 'waitForStatus',
        field: 'transaction id',
        expected: transactionId,
        actual: answered,
      })
    options.onStatus?.({ transactionId, status })
    if (status === 'FAILED') throw new TransactionFailedError({ transactionId, status, failure })
    return { status, result: status === 'CONFIRMED' ? answer : undefined }
  })
}
