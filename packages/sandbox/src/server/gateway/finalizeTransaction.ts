import type { FinalizeTransactionRequest, OperationHandlers } from '@ledgernet/gateway-client'
import type { BoundedCache } from '../../ledger/BoundedCache.js'
import { IntakeError } from '../../ledger/IntakeProblem.js'
import type { TransactionDesk } from '../../ledger/TransactionDesk.js'
import { intakeError } from './gatewayError.js'

/**
 * `POST /transaction/finalize`: checks the signature and forms the signed transaction; with
 * `submit: true` also submits it exactly as `/transaction/submit` does. When the transaction
 * was already submitted under another signature, the answer is the one submitted first, so that
 * the caller tracks the transaction the ledger executes. With automine and `submit: true` the
 * answer comes once the transaction is committed (or is the 503 of a journal that cannot be
 * written, when its round could not be: nothing was submitted).
 *
 * A strict gateway (`finalized` given) records what it finalized without submitting: what its
 * submit will take.
 *
 * @example
 * finalizeTransaction(desk, { unsigned_transaction, signature: { public_key: { hex }, bytes }, submit: false })
 */
export function finalizeTransaction(
  desk: TransactionDesk,
  body: FinalizeTransactionRequest,
  finalized?: BoundedCache<string, true>,
): ReturnType<OperationHandlers['finalizeTransaction']> {
  const operationId = 'finalizeTransaction'
  const refusal = (error: unknown) => {
    if (!(error instanceof IntakeError)) throw error
    return intakeError(error.problem, { operationId: operationId, message: error.shortMessage })
  }
  try {
    const signed = desk.finalize({
      unsignedHex: body.unsigned_transaction,
      derHex: body.signature.bytes,
      publicKeyHex: body.signature.public_key.hex,
    })
    let signedHex = signed.signedHex
    let id = signed.id
    let committed: Promise<void> | undefined
    if (body.submit !== true) finalized?.set(signedHex, true)
    else {
      const submitted = desk.submit({ signedHex })
      committed = submitted.committed
      if (submitted.id !== id) {
        signedHex = desk.ledger.transaction(submitted.id)!.signedHex
        id = submitted.id
      }
    }
    const answer = {
      status: 200 as const,
      body: { signed_transaction: signedHex, transaction_identifier: { hash: id } },
    }
    return committed ? committed.then(() => answer, refusal) : answer
  } catch (error) {
    return refusal(error)
  }
}
