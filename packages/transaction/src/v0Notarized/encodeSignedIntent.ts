import { PublicKey } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { ByteWriter } from '../bytes/ByteWriter.js'
import { formatLimits } from '../formatLimits.js'
import { writeIntent } from './encodeIntent.js'
import type { IntentSignature, SignedIntent } from './Intent.js'
import { encodeV0Part } from './v0Part.js'

/**
 * The canonical bytes of a v0 signed intent (`specs/transaction-format.md` section B.4): the
 * intent, then its signatures sorted by public key (a key given twice is refused). Its SHA-256d
 * is the signed intent hash, which the notary signs. It does not verify the signatures:
 * `buildNotarizedTransaction` makes and checks them, `verifyNotarizedTransaction` checks.
 *
 * @example
 * import { encodeSignedIntent, signedIntentHash } from '@ledgernet/transaction'
 * const bytes = encodeSignedIntent({ intent, intentSignatures: [{ publicKey, signature }] })
 */
export function encodeSignedIntent(signedIntent: SignedIntent): Uint8Array {
  return encodeV0Part('signedIntent', (writer) => writeSignedIntent(writer, signedIntent))
}

/** Writes a signed intent into `writer`. */
export function writeSignedIntent(writer: ByteWriter, signedIntent: SignedIntent): void {
  if (typeof signedIntent !== 'object' || signedIntent === null) {
    throw new InvalidArgumentError('signedIntent', 'must be an object')
  }
  writeIntent(writer, signedIntent.intent)
  const signatures = signedIntent.intentSignatures
  if (!Array.isArray(signatures)) throw new InvalidArgumentError('intentSignatures', 'must be an array')
  writer.integer(signatures.length, 'intentSignatures', 1, formatLimits.intentSignatures)
  const sorted = signatures
    .map((entry: IntentSignature, index) => {
      const field = `intentSignatures[${index}]`
      if (typeof entry !== 'object' || entry === null)
        throw new InvalidArgumentError(field, 'must be { publicKey, signature }')
      if (!(entry.publicKey instanceof PublicKey))
        throw new InvalidArgumentError(`${field}.publicKey`, 'must be a PublicKey')
      return { entry, index, key: entry.publicKey.hex }
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  sorted.forEach(({ entry, index, key }, position) => {
    const previous = sorted[position - 1]
    if (previous && previous.key === key) {
      throw new InvalidArgumentError(
        `intentSignatures[${index}].publicKey`,
        `repeats the key of intentSignatures[${previous.index}]; each signatory signs once`,
      )
    }
    writer.publicKey(entry.publicKey, `intentSignatures[${index}].publicKey`)
    writer.recoverableSignature(entry.signature, `intentSignatures[${index}].signature`)
  })
}
