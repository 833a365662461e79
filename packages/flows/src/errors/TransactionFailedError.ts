import { FlowError } from './FlowError.js'

/**
 * The ledger rejected the transaction after it was submitted: status FAILED (Gateway API,
 * JSON-RPC) or a v0 receipt `Failed`/`Rejected`. Carries the id and the ledger's reason.
 *
 * @example
 * import { TransactionFailedError } from '@ledgernet/flows'
 * if (error instanceof TransactionFailedError) console.log(error.transactionId, error.reason)
 */
export class TransactionFailedError extends FlowError {
  override name = 'TransactionFailedError'
  /** The transaction id (v0: the intent hash). */
  declare readonly transactionId: string
  /** The final status: `FAILED`, or v0 `Failed` / `Rejected`. */
  declare readonly status: string
  /** Why, as the ledger says it (`undefined` when the interface gives no reason, as JSON-RPC). */
  declare readonly reason: string | undefined

  constructor(params: { transactionId: string; status: string; reason: string | undefined }) {
    super('TRANSACTION_FAILED', `Transaction ${params.transactionId} ended ${params.status}${params.reason ? `: ${params.reason}` : ''}.`, params)
  }
}
