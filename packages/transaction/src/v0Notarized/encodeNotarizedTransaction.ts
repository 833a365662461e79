import { InvalidArgumentError } from '@ledgernet/errors'
import { ByteWriter } from '../bytes/ByteWriter.js'
import { formatLimits } from '../formatLimits.js'
import { writeSignedIntent } from './encodeSignedIntent.js'
import type { NotarizedTransaction } from './Intent.js'

/**
 * The canonical bytes of a v0 notarized transaction (`specs/transaction-format.md` section B.5):
 * the signed intent and the notary's signature. Its hex is `notarized_transaction_hex`. It does
 * not verify signatures; to make a valid one from an intent and Signers use
 * `buildNotarizedTransaction`.
 *
 * @example
 * import { bytesToHex } from '@ledgernet/crypto'
 * import { encodeNotarizedTransaction } from '@ledgernet/transaction'
 * const notarized_transaction_hex = bytesToHex(encodeNotarizedTransaction({ signedIntent, notarySignature }))
 */
export function encodeNotarizedTransaction(notarized: NotarizedTransaction): Uint8Array {
  if (typeof notarized !== 'object' || notarized === null) {
    throw new InvalidArgumentError('notarizedTransaction', 'must be an object')
  }
  const writer = new ByteWriter()
  writeSignedIntent(writer, notarized.signedIntent)
  writer.recoverableSignature(notarized.notarySignature, 'notarySignature')
  if (writer.length > formatLimits.maxNotarizedTransactionLength) {
    throw new InvalidArgumentError(
      'notarizedTransaction',
      `encodes to ${writer.length} bytes; at most ${formatLimits.maxNotarizedTransactionLength} are allowed`,
    )
  }
  return writer.toBytes()
}
