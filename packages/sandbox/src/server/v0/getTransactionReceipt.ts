import type { OperationHandlers, TransactionReceiptRequest } from '@ledgernet/v0-client'
import type { Ledger } from '../../ledger/Ledger.js'
import { v0Error } from './v0Error.js'

/**
 * `POST /v0/transaction/receipt`: `committed` (final) once a round recorded the outcome,
 * `pending` before, 404 for an intent the gateway was never given.
 *
 * @example
 * getTransactionReceipt(ledger, { intent_hash }) // { status: 200, body: { pending: { submitted_state_version: 42 } } }
 */
export function getTransactionReceipt(
  ledger: Ledger,
  body: TransactionReceiptRequest,
): Awaited<ReturnType<OperationHandlers['getTransactionReceipt']>> {
  const record = ledger.intent(body.intent_hash)
  if (!record) return v0Error(404, `no transaction with intent hash ${body.intent_hash}`)
  if (!record.receipt) return { status: 200, body: { pending: { submitted_state_version: record.submittedVersion } } }
  return {
    status: 200,
    body: {
      committed: {
        // A record with a receipt has its state version (the ledger sets both together).
        state_version: record.stateVersion!,
        notarized_transaction: { hex: record.notarizedHex, payload_hash: record.payloadHash },
        receipt: record.receipt,
      },
    },
  }
}
