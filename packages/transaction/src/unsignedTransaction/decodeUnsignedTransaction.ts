import { actionFormats } from '../actions/actionFormats.js'
import type { BytesInput } from '../bytes/bytesInput.js'
import { decodeUnsignedTransactionWith } from './decodeUnsignedTransactionWith.js'
import type { UnsignedTransaction } from './UnsignedTransaction.js'

/**
 * Decodes an unsigned transaction (`specs/transaction-format.md` section A.1) — the Gateway API's
 * `unsigned_transaction` or JSON-RPC's `blob` — into its friendly form, so that a wallet can check
 * what it is about to sign. Refuses, with a `DecodeError` naming the offset and the reason,
 * truncated input, trailing bytes, an unknown version or tag and every non-canonical form. Reads
 * every action type; `decodeUnsignedTransactionWith` reads only those it is given.
 *
 * @example
 * import { decodeUnsignedTransaction } from '@ledgernet/transaction'
 * const transaction = decodeUnsignedTransaction(build.transaction_build.unsigned_transaction)
 * transaction.actions[0] // { type: 'TransferTokens', from: 'ddx1…', to: 'ddx1…', token: 'xrd_dr1…', amount: 10n ** 18n }
 */
export function decodeUnsignedTransaction(unsigned: BytesInput): UnsignedTransaction {
  return decodeUnsignedTransactionWith(unsigned, actionFormats)
}
