import { type Point, sign } from '@noble/secp256k1'
import { useSyncHashes } from '../hashes/syncHashes.js'

// The package's elliptic-curve operations, in one place, as `@noble/secp256k1` does them: what
// runs in browsers, Deno, Bun and anywhere else. Modules import them as `#ecdsa`, which the
// package's `imports` map resolves under the `node` condition to `ecdsa.node.ts`: the same
// functions through libsecp256k1 (the `secp256k1` package's addon) where it loads. Both give the
// same bytes for the same inputs; the tests hold them to it.

/**
 * A public key whose encoding and curve membership were checked, in the form this implementation
 * computes with: here a noble `Point` (decompressed once, by `checkKey`).
 */
export type CheckedKey = Point

// Noble's own functions under the names the package calls them by, rather than wrappers: every
// byte here is in every browser bundle that signs.
export {
  /**
   * The 33-byte compressed public key of a private key (already checked to be in 1..n-1).
   *
   * @example
   * publicKeyOf(privateKeyBytes) // Uint8Array(33) [2 or 3, …]
   */
  getPublicKey as publicKeyOf,
} from '@noble/secp256k1'
export {
  /**
   * Checks a public key given in any accepted form (length, prefix, on the curve), with the
   * reasons `PublicKey.from` gives, naming `field`.
   *
   * @example
   * const key = checkKey('0279be66…')
   */
  publicKeyPoint as checkKey,
} from '../keys/publicKeyPoint.js'
export {
  /**
   * The recovery id under which the signature (r, s) over `payload` recovers `key`, or
   * `undefined` when it does not verify: one elliptic-curve operation (the nonce point R, rebuilt
   * as verification does, gives the id, so the id the signature may carry is not needed).
   *
   * @example
   * recoveryOf(signature.r, signature.s, payload, checkKey(publicKey)) // 0 | 1 | 2 | 3 | undefined
   */
  signatureRecovery as recoveryOf,
} from '../keys/signatureRecovery.js'

/**
 * Signs a 32-byte payload as is: RFC 6979 deterministic nonce, low S. Answers 65 bytes, the
 * recovery id then r ‖ s.
 *
 * @example
 * const [recovery] = signRecovered(payload, privateKeyBytes)
 */
export function signRecovered(payload: Uint8Array, privateKey: Uint8Array): Uint8Array {
  useSyncHashes()
  return sign(payload, privateKey, { prehash: false, lowS: true, format: 'recovered', extraEntropy: false })
}
