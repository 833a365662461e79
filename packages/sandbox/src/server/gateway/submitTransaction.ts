import type { OperationHandlers, SubmitTransactionRequest } from '@ledgernet/gateway-client'
import { IntakeError } from '../../ledger/IntakeProblem.js'
import type { TransactionDesk } from '../../ledger/TransactionDesk.js'
import { intakeError } from './gatewayError.js'

/**
 * `POST /transaction/submit`: puts a signed transaction in the mempool, or answers
 * `duplicate: true` (with the id of the one submitted first) without executing anything. With
 * automine the answer comes once the transaction's own round has committed it, or is the 503 of a
 * journal that cannot be written when that round could not be (nothing was submitted).
 *
 * @example
 * await submitTransaction(desk, { signed_transaction, transaction_identifier: { hash } })
 * // { status: 200, body: { transaction_identifier: { hash }, duplicate: false } }
 */
export function submitTransaction(
  desk: TransactionDesk,
  body: SubmitTransactionRequest,
): ReturnType<OperationHandlers['submitTransaction']> {
  const refusal = (error: unknown) => {
    if (!(error instanceof IntakeError)) throw error
    return intakeError(error.problem, { operationId: 'submitTransaction', message: error.shortMessage })
  }
  try {
    const { id, duplicate, committed } = desk.submit({
      signedHex: body.signed_transaction,
      expectedId: body.transaction_identifier?.hash,
    })
    const answer = { status: 200 as const, body: { transaction_identifier: { hash: id }, duplicate } }
    return committed ? committed.then(() => answer, refusal) : answer
  } catch (error) {
    return refusal(error)
  }
}
