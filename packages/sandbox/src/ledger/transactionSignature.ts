import { PublicKey, Signature, verifySha256 } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import { fastSha256 } from './digest.js'
import { recoveryIdOf } from './recoveryIdOf.js'

/**
 * The outcome of checking a transaction's signature: the low-S signature with its recovery id,
 * or why it is refused (the Gateway API's `InvalidSignatureError` reasons).
 *
 * @example
 * const check: SignatureCheck = { ok: false, reason: 'VERIFICATION_FAILED', detail: 'it does not verify over the payload with the fee payer\'s key' }
 */
export type SignatureCheck =
  | { ok: true; signature: Signature }
  | { ok: false; reason: 'MALFORMED_DER' | 'VERIFICATION_FAILED'; detail: string }

/**
 * Checks a DER signature of an unsigned transaction as finalize does: strict DER, a valid ECDSA
 * signature of SHA-256d(unsigned) by `publicKey` (OpenSSL through `verifySha256`, the Node fast
 * path), then normalised to low S with the recovery id that recovers `publicKey`, so that the
 * signed transaction it makes has exactly one encoding.
 *
 * @example
 * const check = checkTransactionSignature(unsigned, request.signature.bytes, feePayerKey)
 * if (check.ok) encodeSignedTransaction(unsigned, check.signature)
 */
export function checkTransactionSignature(unsigned: Uint8Array, der: string | Uint8Array, publicKey: PublicKey, meter?: SignatureMeter): SignatureCheck {
  let signature: Signature
  try {
    signature = Signature.fromDER(der)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    return { ok: false, reason: 'MALFORMED_DER', detail: `it is not strict DER: ${(error as { reason?: string }).reason ?? error.shortMessage}` }
  }
  const digest = fastSha256(unsigned)
  if (!metered(meter, () => verifySha256(signature, digest, publicKey)))
    return { ok: false, reason: 'VERIFICATION_FAILED', detail: "it does not verify over the payload with the fee payer's key" }
  const low = signature.hasHighS() ? signature.normalizeS() : signature
  const recovery = recoveryIdOf(low, fastSha256(digest), publicKey, true)
  if (recovery === undefined)
    return { ok: false, reason: 'VERIFICATION_FAILED', detail: "it does not verify over the payload with the fee payer's key" }
  return { ok: true, signature: new Signature(low.r, low.s, recovery) }
}

/**
 * Checks the signature inside a signed transaction that arrived from elsewhere (submit): it must
 * verify with the fee payer's key, and its recovery id must be the one that recovers that key.
 *
 * @example
 * if (!signedTransactionVerifies(decoded.unsigned, decoded.signature, feePayerKey)) refuse()
 */
export function signedTransactionVerifies(unsigned: Uint8Array, signature: Signature, publicKey: PublicKey, meter?: SignatureMeter): boolean {
  const digest = fastSha256(unsigned)
  if (!metered(meter, () => verifySha256(signature, digest, publicKey))) return false
  return recoveryIdOf(signature, fastSha256(digest), publicKey) === signature.recovery
}

/**
 * Samples the signature checks (`verifySha256`) and the CPU time they take, measured in the
 * running sandbox: the benchmark compares the server's CPU per transaction with it. Reading the
 * process CPU clock costs more than a hash, so one check in 16 is timed.
 *
 * @example
 * const meter: SignatureMeter = { checks: 0, timed: 0, cpuMicros: 0 }
 */
export type SignatureMeter = { checks: number; timed: number; cpuMicros: number }

function metered(meter: SignatureMeter | undefined, check: () => boolean): boolean {
  if (!meter) return check()
  meter.checks += 1
  if (meter.checks % 16 !== 0) return check()
  const before = process.cpuUsage()
  const valid = check()
  const spent = process.cpuUsage(before)
  meter.timed += 1
  meter.cpuMicros += spent.user + spent.system
  return valid
}
