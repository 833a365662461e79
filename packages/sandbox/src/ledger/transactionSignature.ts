import { Signature, verifySha256, type RecoveryId } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import { compactSignature } from './compactSignature.js'
import { fastBytes, fastSha256 } from './digest.js'
import { recoveryIdOf, type RecoveryKey } from './recoveryIdOf.js'

/**
 * A signature as a signed transaction stores it (`specs/transaction-format.md` A.5): the recovery
 * id and r ‖ s, low S.
 *
 * @example
 * const checked: RecoverableSignatureBytes = { recovery: 1, compact } // compact: 64 bytes
 */
export type RecoverableSignatureBytes = { recovery: RecoveryId; compact: Uint8Array }

/**
 * The outcome of checking a transaction's signature: the low-S signature with its recovery id,
 * or why it is refused (the Gateway API's `InvalidSignatureError` reasons).
 *
 * @example
 * const check: SignatureCheck = { ok: false, reason: 'VERIFICATION_FAILED', detail: 'it does not verify over the payload with the fee payer\'s key' }
 */
export type SignatureCheck =
  | ({ ok: true } & RecoverableSignatureBytes)
  | { ok: false; reason: 'MALFORMED_DER' | 'VERIFICATION_FAILED'; detail: string }

const DOES_NOT_VERIFY = "it does not verify over the payload with the fee payer's key"

/**
 * Checks a DER signature (hex) of an unsigned transaction as finalize does: strict DER and a
 * valid ECDSA signature of SHA-256d(unsigned) by `key` — both in one `verifySha256` call (the
 * Node fast path: its strict DER reader, then OpenSSL; the call the benchmark's baseline times,
 * which passes the hex where this passes the bytes) — then normalised to low S with the
 * recovery id that recovers `key`, so that the signed transaction it makes has exactly one
 * encoding. A refused signature is read again with `Signature.fromDER` only to say why.
 *
 * @example
 * const check = checkTransactionSignature(unsigned, request.signature.bytes, feePayer)
 * if (check.ok) signedTransactionBytes(unsigned, check)
 */
export function checkTransactionSignature(unsigned: Uint8Array, derHex: string, key: RecoveryKey, meter?: SignatureMeter): SignatureCheck {
  const digest = fastSha256(unsigned)
  let der: Uint8Array | undefined
  try {
    der = fastBytes(derHex)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
  }
  if (der === undefined || !metered(meter, () => verifySha256(der, digest, key.publicKey))) return refusal(derHex)
  const { compact } = compactSignature(der)
  const recovery = recoveryIdOf(compact, fastSha256(digest), key, true)
  if (recovery === undefined) return { ok: false, reason: 'VERIFICATION_FAILED', detail: DOES_NOT_VERIFY }
  return { ok: true, recovery, compact }
}

/** Why `verifySha256` said no: not strict DER (with the reader's reason), or it does not verify. */
function refusal(derHex: string): SignatureCheck {
  try {
    Signature.fromDER(derHex)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    return { ok: false, reason: 'MALFORMED_DER', detail: `it is not strict DER: ${(error as { problem?: string }).problem ?? error.shortMessage}` }
  }
  return { ok: false, reason: 'VERIFICATION_FAILED', detail: DOES_NOT_VERIFY }
}

/**
 * Checks the signature inside a signed transaction that arrived from elsewhere (submit): it must
 * verify with the fee payer's key, and its recovery id must be the one that recovers that key.
 *
 * @example
 * if (!signedTransactionVerifies(decoded.unsigned, decoded.signature, feePayer)) refuse()
 */
export function signedTransactionVerifies(unsigned: Uint8Array, signature: Signature, key: RecoveryKey, meter?: SignatureMeter): boolean {
  const digest = fastSha256(unsigned)
  if (!metered(meter, () => verifySha256(signature, digest, key.publicKey))) return false
  return recoveryIdOf(signature.toCompact(), fastSha256(digest), key) === signature.recovery
}

/**
 * Samples the signature checks (`verifySha256`) and the CPU time they take, measured in the
 * running sandbox: the benchmark compares the server's CPU per transaction with it. Reading the
 * process CPU clock is a system call that costs more than a hash, so one check in 64 is timed.
 *
 * @example
 * const meter: SignatureMeter = { checks: 0, timed: 0, cpuMicros: 0 }
 */
export type SignatureMeter = { checks: number; timed: number; cpuMicros: number }

function metered(meter: SignatureMeter | undefined, check: () => boolean): boolean {
  if (!meter) return check()
  meter.checks += 1
  if (meter.checks % 64 !== 0) return check()
  const before = process.cpuUsage()
  const valid = check()
  const spent = process.cpuUsage(before)
  meter.timed += 1
  meter.cpuMicros += spent.user + spent.system
  return valid
}
