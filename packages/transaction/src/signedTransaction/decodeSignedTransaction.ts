import type { Signature } from '@ledgernet/crypto'
import { actionFormats } from '../actions/actionFormats.js'
import { ByteReader, hexByte } from '../bytes/ByteReader.js'
import { type BytesInput, bytesOf } from '../bytes/bytesInput.js'
import { readRecoverableSignature } from '../bytes/recoverableSignature.js'
import { formatLimits } from '../formatLimits.js'
import { readUnsignedTransaction } from '../unsignedTransaction/decodeUnsignedTransactionWith.js'
import type { UnsignedTransaction } from '../unsignedTransaction/UnsignedTransaction.js'
import { SIGNATURE_MARKER } from './encodeSignedTransactionWith.js'

/**
 * A decoded signed transaction: the transaction, its unsigned bytes (whose SHA-256d is the
 * payload that was signed) and the signature with its recovery id.
 *
 * @example
 * const { transaction, unsigned, signature } = decodeSignedTransaction(signedHex)
 */
export type SignedTransaction = {
  transaction: UnsignedTransaction
  /** The unsigned transaction's bytes, a copy. */
  unsigned: Uint8Array
  /** Low S, with its recovery id. */
  signature: Signature
}

/**
 * Decodes a signed transaction (`specs/transaction-format.md` section A.5): the unsigned
 * transaction, the `0x0b` marker, the recovery id and a low-S (r, s), then the end of the input.
 * Refuses anything else with a `DecodeError` naming the offset and the reason. It does not check
 * the signature: {@link verifySignedTransaction} does.
 *
 * @example
 * import { decodeSignedTransaction } from '@ledgernet/transaction'
 * const { transaction, signature } = decodeSignedTransaction(finalized.signed_transaction)
 * transaction.feePayer // 'ddx1…'
 */
export function decodeSignedTransaction(signed: BytesInput): SignedTransaction {
  const bytes = bytesOf(signed, 'signed')
  const reader = new ByteReader(bytes, 'signed transaction')
  if (bytes.length > formatLimits.maxSignedTransactionLength) {
    reader.fail('length', `is ${bytes.length} bytes; at most ${formatLimits.maxSignedTransactionLength} are allowed`, 0)
  }
  const transaction = readUnsignedTransaction(reader, actionFormats)
  const unsigned = bytes.slice(0, reader.offset)
  const marker = reader.u8('signatureMarker')
  if (marker !== SIGNATURE_MARKER)
    reader.fail('signatureMarker', `is ${hexByte(marker)}; the signature starts with 0x0b`, reader.offset - 1)
  const signature = readRecoverableSignature(reader, 'signature')
  reader.end()
  return { transaction, unsigned, signature }
}
