import { type PublicKey, type RecoveryId, recoveryId, Signature } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import { libsecp256k1 } from '@ledgernet/platform'
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
 * Which implementation checks signatures here: libsecp256k1 (WebAssembly, where the runtime takes
 * `@ledgernet/crypto`'s and `@ledgernet/platform`'s `node` faces: Node, Deno, Bun) or the portable
 * path of `@ledgernet/crypto` (noble).
 *
 * @example
 * signatureCheckPath() // 'libsecp256k1' on Node
 */
export function signatureCheckPath(): 'libsecp256k1' | 'portable' {
  return libsecp256k1() ? 'libsecp256k1' : 'portable'
}

/**
 * Checks a DER signature (hex) of an unsigned transaction as finalize does: strict DER (the
 * reader of `@ledgernet/crypto`), then a valid ECDSA signature of SHA-256d(unsigned) by `key`,
 * proved by recovering `key` from it — which also gives the recovery id the signed transaction
 * stores, so one recovery (two for half the signatures) is the whole check. The
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
  const recovery = metered(platform, meter, () => recoveryOf(low, payload, key))
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
    // The id the signature carries is where recovery starts: one recovery proves both.
    return recoveryOf(signature, payload, key) === signature.recovery
  })
}

/** The recovery id under which `signature` (low S) over `payload` recovers `key`, or `undefined`: it does not verify. */
function recoveryOf(signature: Signature, payload: Uint8Array, key: SigningKey): RecoveryId | undefined {
  try {
    return recoveryId(signature, payload, key.publicKey)
  } catch (error) {
    if (isLedgernetError(error)) return undefined
    throw error
  }
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
