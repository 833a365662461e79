import { ByteReader } from './ByteReader.js'
import { bytesOf, type BytesInput } from './bytesInput.js'
import { readIntent } from './decodeIntent.js'
import { formatLimits } from './formatLimits.js'
import type { IntentSignature, SignedIntent } from './Intent.js'
import { compareBytes } from './compareBytes.js'
import { readRecoverableSignature } from './recoverableSignature.js'

/**
 * Decodes a v0 signed intent (`specs/transaction-format.md` section B.4). Refuses signatures
 * whose public keys are not in strictly ascending order, high-S signatures and everything
 * {@link decodeIntent} refuses, with a `DecodeError`.
 *
 * @example
 * import { decodeSignedIntent } from '@ledgernet/transaction'
 * const { intent, intentSignatures } = decodeSignedIntent(bytes)
 */
export function decodeSignedIntent(signedIntent: BytesInput): SignedIntent {
  const bytes = bytesOf(signedIntent, 'signedIntent')
  const reader = new ByteReader(bytes, 'signed intent')
  if (bytes.length > formatLimits.maxNotarizedTransactionLength) {
    reader.fail('length', `is ${bytes.length} bytes; a notarized transaction is at most 1 MiB`, 0)
  }
  const decoded = readSignedIntent(reader)
  reader.end()
  return decoded
}

/** Reads a signed intent from the reader's position (it delimits itself). */
export function readSignedIntent(reader: ByteReader): SignedIntent {
  const intent = readIntent(reader)
  const count = reader.count('intentSignatures.length', formatLimits.intentSignatures, 1)
  const intentSignatures: IntentSignature[] = []
  let previous: Uint8Array | undefined
  for (let index = 0; index < count; index++) {
    const field = `intentSignatures[${index}]`
    const keyAt = reader.offset
    const publicKey = reader.publicKey(`${field}.publicKey`)
    const keyBytes = reader.bytes.subarray(keyAt, keyAt + 33)
    if (previous && compareBytes(previous, keyBytes) >= 0) {
      reader.fail(
        `${field}.publicKey`,
        compareBytes(previous, keyBytes) === 0
          ? 'repeats the previous signatory; each signatory signs once'
          : 'sorts before the previous public key; signatures must be in ascending order of public key',
        keyAt,
      )
    }
    previous = keyBytes
    intentSignatures.push({ publicKey, signature: readRecoverableSignature(reader, `${field}.signature`) })
  }
  return { intent, intentSignatures }
}
