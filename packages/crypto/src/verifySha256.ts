import { sha256 } from '#sha256'
import type { PublicKeyInput } from './PublicKey.js'
import { checkMessage } from './payload.js'
import type { SignatureInput, VerifyOptions } from './readSignature.js'
import { verifyPayload } from './verifyPayload.js'

/**
 * Checks a signature over SHA-256(`message`). A transaction's signature is over
 * SHA-256d(unsigned), so it is checked with `verifySha256(signature, sha256(unsigned), key)`.
 *
 * This is the portable implementation (any JavaScript runtime). Under Node, the package's `node`
 * export condition swaps in the same function backed by OpenSSL (`node:crypto`), about ten times
 * faster; both refuse the same encodings (the strict DER parse runs first on both).
 *
 * @example
 * verifySha256(signatureDerHex, sha256(unsignedBytes), publicKey) // true | false
 */
export function verifySha256(
  signature: SignatureInput,
  message: Uint8Array,
  publicKey: PublicKeyInput,
  options?: VerifyOptions,
): boolean {
  checkMessage(message)
  return verifyPayload(signature, sha256(message), publicKey, options)
}
