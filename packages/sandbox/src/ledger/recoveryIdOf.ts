import { createRequire } from 'node:module'
import { recoveryId, Signature, type PublicKey, type RecoveryId } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'

type NativeSecp256k1 = {
  ecdsaRecover(signature: Uint8Array, recovery: number, payload: Uint8Array, compressed: boolean, output?: Uint8Array): Uint8Array
}

// libsecp256k1 (the `secp256k1` package's prebuilt addon) recovers a key in ~60 µs where the
// portable path takes ~3 ms; finalize must work the recovery id out for every transaction.
// Without the addon (another platform, a failed install) the portable path gives the same answers.
const native: NativeSecp256k1 | undefined = (() => {
  try {
    return createRequire(import.meta.url)('secp256k1/bindings') as NativeSecp256k1
  } catch {
    return undefined
  }
})()

/** Where the addon writes a recovered key (recovery is synchronous, so one buffer serves every call). */
const recovered = new Uint8Array(33)

/** Which recovery path this process uses: `'libsecp256k1'` or `'portable'`. */
export const recoveryPath: 'libsecp256k1' | 'portable' = native ? 'libsecp256k1' : 'portable'

/**
 * A public key as the ledger holds it: the checked `PublicKey` and its 33 bytes.
 *
 * @example
 * const key: RecoveryKey = ledger.book.ofAddress(transaction.feePayer) // a LedgerAccount is one
 */
export type RecoveryKey = { publicKey: PublicKey; keyBytes: Uint8Array }

/**
 * The recovery id (0–3) under which the signature `compact` (r ‖ s, 64 bytes) over `payload`
 * recovers `key`, or `undefined` when none does (the signature does not verify with that key).
 * The signed transaction stores it, and a ledger must check it: with another recovery id the same
 * (r, s) would make a second transaction id. `verified: true` tells it the signature is known to
 * be valid for this key and payload (OpenSSL said so), which usually saves one recovery.
 *
 * @example
 * const id = recoveryIdOf(signature.toCompact(), payload, feePayer)
 * if (id === undefined) throw new Error('does not verify')
 */
export function recoveryIdOf(compact: Uint8Array, payload: Uint8Array, key: RecoveryKey, verified = false): RecoveryId | undefined {
  if (!native) {
    try {
      return recoveryId(Signature.fromCompact(compact), payload, key.publicKey)
    } catch (error) {
      if (isLedgernetError(error)) return undefined
      throw error
    }
  }
  const recovers = (candidate: number) => {
    try {
      return equalBytes(native.ecdsaRecover(compact, candidate, payload, true, recovered), key.keyBytes)
    } catch {
      return false // this recovery id names no point (for example x = r + n beyond the field)
    }
  }
  if (recovers(0)) return 0
  // Ids 2 and 3 need R.x = r + n, which only exists when r < p − n (a 2^-127 chance). Otherwise
  // a valid signature that id 0 does not recover is recovered by id 1; `verified` says the
  // caller has already checked validity, so that second recovery can be skipped.
  if (verified && !rBelowPMinusN(compact)) return 1
  for (const candidate of [1, 2, 3] as const) if (recovers(candidate)) return candidate
  return undefined
}

/** p − n for secp256k1 as 32 big-endian bytes: an r at or above it leaves no room for x = r + n. */
const P_MINUS_N = Buffer.from((0xfffffffffffffffffffffffffffffffefffffc2fn - 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n).toString(16).padStart(64, '0'), 'hex')

function rBelowPMinusN(compact: Uint8Array): boolean {
  return Buffer.compare(compact.subarray(0, 32), P_MINUS_N) < 0
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false
  return true
}
