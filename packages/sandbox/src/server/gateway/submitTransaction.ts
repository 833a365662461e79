import type { OperationHandlers, SubmitTransactionRequest } from '@ledgernet/gateway-client'
import type { BoundedCache } from '../../ledger/BoundedCache.js'
import { IntakeError } from '../../ledger/IntakeProblem.js'
import type { TransactionDesk } from '../../ledger/TransactionDesk.js'
import { intakeError, invalidRequest } from './gatewayError.js'

/**
 * `POST /transaction/submit`: puts a signed transaction in the mempool, or answers
 * `duplicate: true` (with the id of the one submitted first) without executing anything. With
 * automine the answer comes once the transaction's own round has committed it, or is the 503 of a
 * journal that cannot be written when that round could not be (nothing was submitted).
 *
 * A strict gateway (`finalized` given: the signed transactions its finalize answered with
 * `submit: false`) keeps the described lifecycle: it submits only one of those, or answers a
 * transaction already submitted as a duplicate; anything else is 400 `InvalidRequestError` naming
 * `/body/signed_transaction`, before any other check, and nothing is submitted.
 *
 * @example
 * await submitTransaction(desk, { signed_transaction, transaction_identifier: { hash } })
 * // { status: 200, body: { transaction_identifier: { hash }, duplicate: false } }
 */
export function submitTransaction(
  desk: TransactionDesk,
  body: SubmitTransactionRequest,
  finalized?: BoundedCache<string, true>,
): ReturnType<OperationHandlers['submitTransaction']> {
  const refusal = (error: unknown) => {
    if (!(error instanceof IntakeError)) throw error
    return intakeError(error.problem, { operationId: 'submitTransaction', message: error.shortMessage })
  }
  const signedHex = body.signed_transaction
  if (
    finalized &&
    !finalized.get(signedHex) &&
    !desk.ledger.transaction(desk.ledger.platform.sha256dHex(desk.ledger.platform.fromHex(signedHex)))
  )
    return invalidRequest([
      {
        path: '/body/signed_transaction',
        message:
          'was not finalized by this gateway: finalize the transaction with submit: false, then submit the signed_transaction finalize answered',
      },
    ])
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
