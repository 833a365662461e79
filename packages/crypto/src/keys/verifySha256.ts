import { sha256 } from '#sha256'
import type { PublicKeyInput } from './PublicKey.js'
import { checkMessage } from './payload.js'
import type { SignatureInput, VerifyOptions } from './readSignature.js'
import { verifyPayload } from './verifyPayload.js'

/**
 * Checks a signature over SHA-256(`message`). A transaction's signature is over
 * SHA-256d(unsigned), so it is checked with `verifySha256(signature, sha256(unsigned), key)`.
 *
 * One function on every runtime: under the `node` condition (Node, Deno, Bun) the package's
 * `imports` map has it hash through OpenSSL and verify through libsecp256k1 (`#sha256`, `#ecdsa`);
 * elsewhere noble does both. Both accept and refuse exactly the same inputs (the strict DER reader
 * runs first).
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
