import { type PublicKey, type RecoveryId, recoveryId, Signature } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import type { Platform } from '../platform/Platform.js'

/**
 * A public key as the ledger holds it: the checked `PublicKey` and its 33 bytes.
 *
 * @example
 * const key: SigningKey = ledger.book.ofAddress(transaction.feePayer) // a LedgerAccount is one
 */
export type SigningKey = { publicKey: PublicKey; keyBytes: Uint8Array }

/**
 * The outcome of checking a transaction's signature: the signature in the form a signed
 * transaction stores (low S, with its recovery id), or why it is refused (the Gateway API's
 * `InvalidSignatureError` reasons).
 *
 * @example
 * const check: SignatureCheck = { ok: false, reason: 'VERIFICATION_FAILED', detail: 'it does not verify over the payload with the fee payer\'s key' }
 */
export type SignatureCheck =
  | { ok: true; signature: Signature }
  | { ok: false; reason: 'MALFORMED_DER' | 'VERIFICATION_FAILED'; detail: string }

/**
 * The signature checks the sandbox made and their CPU time, sampled: the benchmark sets the
 * server's CPU per transfer beside it. Reading the process CPU clock is a system call that costs
 * more than a hash, so one check in 64 is timed.
 *
 * @example
 * const meter: SignatureMeter = { checks: 0, timed: 0, cpuMicros: 0 }
 */
export type SignatureMeter = { checks: number; timed: number; cpuMicros: number }

const DOES_NOT_VERIFY = "it does not verify over the payload with the fee payer's key"

/**
 * Which implementation checks signatures on `platform`: libsecp256k1 (the `secp256k1` package's
 * addon, on Node where it loads) or the portable path of `@ledgernet/crypto`.
 *
 * @example
 * signatureCheckPath(nodePlatform) // 'libsecp256k1'
 */
export function signatureCheckPath(platform: Platform): 'libsecp256k1' | 'portable' {
  return platform.secp256k1() ? 'libsecp256k1' : 'portable'
}

/**
 * Checks a DER signature (hex) of an unsigned transaction as finalize does: strict DER (the
 * reader of `@ledgernet/crypto`), then a valid ECDSA signature of SHA-256d(unsigned) by `key`,
 * proved by recovering `key` from it — which also gives the recovery id the signed transaction
 * stores, so one libsecp256k1 recovery (two for half the signatures) is the whole check. The
 * signature comes back low-S, so that the signed transaction has exactly one encoding.
 *
 * @example
 * const check = checkTransactionSignature(unsigned, request.signature.bytes, feePayer, platform)
 * if (check.ok) encodeSignedTransaction(unsigned, check.signature)
 */
export function checkTransactionSignature(
  unsigned: Uint8Array,
  derHex: string,
  key: SigningKey,
  platform: Platform,
  meter?: SignatureMeter,
): SignatureCheck {
  let parsed: Signature
  try {
    parsed = Signature.fromDER(derHex)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    return {
      ok: false,
      reason: 'MALFORMED_DER',
      detail: `it is not strict DER: ${(error as { problem?: string }).problem ?? error.shortMessage}`,
    }
  }
  const low = parsed.normalizeS()
  const payload = platform.sha256d(unsigned)
  const recovery = metered(platform, meter, () => recoveryOf(platform, low, payload, key))
  if (recovery === undefined) return { ok: false, reason: 'VERIFICATION_FAILED', detail: DOES_NOT_VERIFY }
  return { ok: true, signature: new Signature(low.r, low.s, recovery) }
}

/**
 * Checks the signature inside a signed transaction that arrived from elsewhere (submit): its
 * recovery id must recover the fee payer's key from it over SHA-256d(unsigned) — one recovery
 * proves both that it verifies and that the id is the right one.
 *
 * @example
 * if (!signedTransactionVerifies(decoded.unsigned, decoded.signature, feePayer, platform)) refuse()
 */
export function signedTransactionVerifies(
  unsigned: Uint8Array,
  signature: Signature,
  key: SigningKey,
  platform: Platform,
  meter?: SignatureMeter,
): boolean {
  const payload = platform.sha256d(unsigned)
  return metered(platform, meter, () => {
    if (signature.recovery === undefined) return false
    const native = platform.secp256k1()
    if (!native) return recoveryOf(platform, signature, payload, key) === signature.recovery
    return recovers(native.ecdsaRecover.bind(native), signature.toCompact(), signature.recovery, payload, key.keyBytes)
  })
}

/** The recovery id under which `signature` (low S) over `payload` recovers `key`, or `undefined`: it does not verify. */
function recoveryOf(
  platform: Platform,
  signature: Signature,
  payload: Uint8Array,
  key: SigningKey,
): RecoveryId | undefined {
  const native = platform.secp256k1()
  if (!native) {
    try {
      return recoveryId(signature, payload, key.publicKey)
    } catch (error) {
      if (isLedgernetError(error)) return undefined
      throw error
    }
  }
  const compact = signature.toCompact()
  const recover = native.ecdsaRecover.bind(native)
  // Ids 2 and 3 (R.x = r + n) exist only for r < p − n, a 2^-127 chance; they are tried last.
  for (const candidate of [0, 1, 2, 3] as const)
    if (recovers(recover, compact, candidate, payload, key.keyBytes)) return candidate
  return undefined
}

function recovers(
  recover: (signature: Uint8Array, id: number, payload: Uint8Array, compressed: boolean) => Uint8Array,
  compact: Uint8Array,
  id: number,
  payload: Uint8Array,
  keyBytes: Uint8Array,
): boolean {
  let recovered: Uint8Array
  try {
    recovered = recover(compact, id, payload, true)
  } catch {
    return false // this recovery id names no point (for example x = r + n beyond the field)
  }
  if (recovered.length !== keyBytes.length) return false
  for (let index = 0; index < keyBytes.length; index++) if (recovered[index] !== keyBytes[index]) return false
  return true
}

function metered<T>(platform: Platform, meter: SignatureMeter | undefined, check: () => T): T {
  if (!meter) return check()
  meter.checks += 1
  const clock = platform.cpuMicros
  if (meter.checks % 64 !== 0 || !clock) return check()
  const before = clock()
  const result = check()
  meter.timed += 1
  meter.cpuMicros += clock() - before
  return result
}
