import type { ByteReader } from '../bytes/ByteReader.js'
import type { BytesInput } from '../bytes/bytesInput.js'
import { compareBytes } from '../bytes/compareBytes.js'
import { readRecoverableSignature } from '../bytes/recoverableSignature.js'
import { formatLimits } from '../formatLimits.js'
import { readIntent } from './decodeIntent.js'
import type { IntentSignature, SignedIntent } from './Intent.js'
import { decodeV0Part } from './v0Part.js'

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
  return decodeV0Part(signedIntent, 'signedIntent', 'signed intent', readSignedIntent)
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
