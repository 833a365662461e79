import { FlowError } from './FlowError.js'

/**
 * The ledger rejected the transaction after it was submitted: status FAILED (Gateway API,
 * JSON-RPC) or a v0 receipt `Failed`/`Rejected`. Carries the id and, when the interface gives one,
 * the ledger's explanation (`failure`, words for people).
 *
 * @example
 * import { TransactionFailedError } from '@ledgernet/flows'
 * if (error instanceof TransactionFailedError) console.log(error.transactionId, error.failure)
 */
export class TransactionFailedError extends FlowError<'TRANSACTION_FAILED'> {
  override name = 'TransactionFailedError' as const
  /** The transaction id (v0: the intent hash). */
  declare readonly transactionId: string
  /** The final status: `FAILED`, or v0 `Failed` / `Rejected`. */
  declare readonly status: string
  /** Why, in the ledger's words (`undefined` when the interface says nothing, as JSON-RPC). */
  declare readonly failure: string | undefined

  constructor(params: { transactionId: string; status: string; failure: string | undefined }) {
    super(
      'TRANSACTION_FAILED',
      `Transaction ${params.transactionId} ended ${params.status}${params.failure ? `: ${params.failure}` : ''}.`,
      params,
    )
  }
}
