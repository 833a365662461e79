import { bytesToHex, type PublicKey, recoveryId, type Signature, sha256d } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import type { BytesInput } from '../bytes/bytesInput.js'
import { decodeNotarizedTransaction } from './decodeNotarizedTransaction.js'
import { encodeIntent } from './encodeIntent.js'
import { encodeSignedIntent } from './encodeSignedIntent.js'
import type { NotarizedTransaction } from './Intent.js'

/**
 * The outcome of {@link verifyNotarizedTransaction}: the signatories when every signature holds,
 * otherwise the first signature that does not, and why.
 *
 * @example
 * const result: NotarizedVerification = { valid: false, field: 'notarySignature', problem: 'does not verify' }
 */
export type NotarizedVerification =
  | {
      valid: true
      /** The intent signatories' keys, plus the notary's when it counts as a signatory. */
      signatories: PublicKey[]
      intentHash: string
    }
  | { valid: false; field: string; problem: string }

/**
 * Checks every signature of a v0 notarized transaction (`specs/transaction-format.md` section
 * B.6): each intent signature over the intent hash by its key, the notary signature over the
 * signed intent hash by the header's notary key, each with the recovery id that recovers its
 * key; and that a notary counted as signatory does not also sign the intent. Throws a
 * `DecodeError` when the bytes do not decode.
 *
 * @example
 * import { verifyNotarizedTransaction } from '@ledgernet/transaction'
 * const result = verifyNotarizedTransaction(body.notarized_transaction_hex)
 * if (!result.valid) throw new Error(`${result.field} ${result.problem}`)
 * result.signatories // who authorised it
 */
export function verifyNotarizedTransaction(notarized: NotarizedTransaction | BytesInput): NotarizedVerification {
  const value =
    typeof notarized === 'string' || notarized instanceof Uint8Array ? decodeNotarizedTransaction(notarized) : notarized
  const { signedIntent, notarySignature } = value
  const { intent, intentSignatures } = signedIntent
  const notaryKey = intent.header.notaryPublicKey
  const intentHash = sha256d(encodeIntent(intent))
  for (const [index, { publicKey, signature }] of intentSignatures.entries()) {
    const problem = signatureProblem(signature, intentHash, publicKey)
    if (problem)
      return { valid: false, field: `intentSignatures[${index}].signature`, problem: `${problem} over the intent hash` }
    if (intent.header.notaryAsSignatory && publicKey.equals(notaryKey)) {
      return {
        valid: false,
        field: `intentSignatures[${index}].publicKey`,
        problem: 'is the notary, who already counts as a signatory (notaryAsSignatory)',
      }
    }
  }
  const problem = signatureProblem(notarySignature, sha256d(encodeSignedIntent(signedIntent)), notaryKey)
  if (problem) return { valid: false, field: 'notarySignature', problem: `${problem} over the signed intent hash` }
  const signatories = intentSignatures.map((entry) => entry.publicKey)
  if (intent.header.notaryAsSignatory) signatories.push(notaryKey)

  return { valid: true, signatories, intentHash: bytesToHex(intentHash) }
}

function signatureProblem(signature: Signature, payload: Uint8Array, publicKey: PublicKey): string | undefined {
  let expected: number
  try {
    expected = recoveryId(signature, payload, publicKey)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    return `does not verify against ${publicKey.hex}`
  }
  if (expected !== signature.recovery)
    return `has recovery id ${signature.recovery ?? '(none)'} where ${expected} recovers ${publicKey.hex}`
  return undefined
}
