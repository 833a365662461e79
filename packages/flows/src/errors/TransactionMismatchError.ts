import type { TransactionMismatch } from '@ledgernet/transaction'
import { FlowError } from './FlowError.js'

/**
 * The unsigned transaction the server built does not do what was asked: every difference is in
 * `mismatches` (`field` is the request path, e.g. `actions[0].to_account.address`, with the
 * `expected` and the `actual` value). A blob that is not a transaction at all is one mismatch of
 * the blob's field (`unsigned_transaction`, JSON-RPC `blob`), with the decoder's error as `cause`.
 * Nothing was signed.
 *
 * @example
 * import { TransactionMismatchError } from '@ledgernet/flows'
 * try {
 *   await transfer(gateway, { signer, to: bob, amount: 1n, maxFee: 10n ** 18n })
 * } catch (error) {
 *   if (error instanceof TransactionMismatchError) for (const m of error.mismatches) console.log(m.field, m.expected, m.actual)
 * }
 */
export class TransactionMismatchError extends FlowError<'TRANSACTION_MISMATCH'> {
  override name = 'TransactionMismatchError' as const
  declare readonly mismatches: readonly TransactionMismatch[]

  constructor(mismatches: readonly TransactionMismatch[], cause?: unknown) {
    super(
      'TRANSACTION_MISMATCH',
      'The server built a transaction that differs from what was asked; nothing was signed.',
      { mismatches, cause },
      {
        metaMessages: mismatches.map((m) => `${m.field}: expected ${m.expected}, got ${m.actual}`),
      },
    )
  }
}
