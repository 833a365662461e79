import { bytesToHex, sha256d } from '@ledgernet/crypto'
import { type BytesInput, bytesOf } from '../bytes/bytesInput.js'

/**
 * The transaction identifier: SHA-256d(signed transaction), 64 lower-case hex characters (the
 * Gateway API's `transaction_identifier.hash`, JSON-RPC's `txID`).
 *
 * @example
 * import { transactionId } from '@ledgernet/transaction'
 * transactionId(finalized.signed_transaction) === finalized.transaction_identifier.hash // true from an honest server
 */
export function transactionId(signed: BytesInput): string {
  return bytesToHex(sha256d(bytesOf(signed, 'signed')))
}
