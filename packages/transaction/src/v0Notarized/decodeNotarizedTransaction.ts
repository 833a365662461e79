import { ByteReader } from '../bytes/ByteReader.js'
import { type BytesInput, bytesOf } from '../bytes/bytesInput.js'
import { readRecoverableSignature } from '../bytes/recoverableSignature.js'
import { formatLimits } from '../formatLimits.js'
import { readSignedIntent } from './decodeSignedIntent.js'
import type { NotarizedTransaction } from './Intent.js'

/**
 * Decodes a v0 notarized transaction (`specs/transaction-format.md` section B.5), e.g. the
 * `notarized_transaction_hex` of `/v0/transaction/submit`. Refuses truncated input, trailing
 * bytes, unknown versions or tags and every non-canonical form with a `DecodeError` naming the
 * offset and the reason. It does not check signatures: `verifyNotarizedTransaction` does.
 *
 * @example
 * import { decodeNotarizedTransaction } from '@ledgernet/transaction'
 * const { signedIntent, notarySignature } = decodeNotarizedTransaction(body.notarized_transaction_hex)
 * signedIntent.intent.manifest.instructions.length
 */
export function decodeNotarizedTransaction(notarized: BytesInput): NotarizedTransaction {
  const bytes = bytesOf(notarized, 'notarized')
  const reader = new ByteReader(bytes, 'notarized transaction')
  if (bytes.length > formatLimits.maxNotarizedTransactionLength) {
    reader.fail(
      'length',
      `is ${bytes.length} bytes; at most ${formatLimits.maxNotarizedTransactionLength} are allowed`,
      0,
    )
  }
  const signedIntent = readSignedIntent(reader)
  const notarySignature = readRecoverableSignature(reader, 'notarySignature')
  reader.end()
  return { signedIntent, notarySignature }
}
