import { FlowError } from './FlowError.js'

/**
 * The server does not know the transaction being waited for (Gateway API 404
 * TransactionNotFoundError, JSON-RPC `failure: TRANSACTION_NOT_FOUND`, v0 404). A definite answer,
 * not retried: the id was never submitted there, or the server lost it.
 *
 * @example
 * import { TransactionNotFoundError } from '@ledgernet/flows'
 * if (error instanceof TransactionNotFoundError) console.log('unknown', error.transactionId)
 */
export class TransactionNotFoundError extends FlowError<'TRANSACTION_NOT_FOUND'> {
  override name = 'TransactionNotFoundError' as const
  declare readonly transactionId: string

  constructor(params: { transactionId: string; cause?: unknown }) {
    super('TRANSACTION_NOT_FOUND', `The server does not know transaction ${params.transactionId}.`, params)
  }
}
