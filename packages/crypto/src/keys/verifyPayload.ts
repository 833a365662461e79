import { checkKey, recoveryOf } from '#ecdsa'
import type { PublicKeyInput } from './PublicKey.js'
import { checkPayload } from './payload.js'
import { readSignature, type SignatureInput, type VerifyOptions } from './readSignature.js'

/**
 * Checks an ECDSA secp256k1 signature over a 32-byte payload, taken as is: nothing is hashed here
 * (the payload is already a hash, e.g. SHA-256d of an unsigned transaction, as the network signs
 * it). To check a signature over SHA-256 of a message, use `verifySha256`.
 *
 * Returns `false` for any signature that is not valid, including one that is not strict DER; call
 * `Signature.fromDER` first to learn why an encoding is refused. Throws an `InvalidArgumentError`
 * for caller errors: a payload that is not 32 bytes, a malformed public key.
 *
 * @example
 * verifyPayload(signatureDerHex, payload, publicKeyHex) // true | false
 * verifyPayload(signature, payload, publicKey, { lowS: true }) // also refuse high S
 */
export function verifyPayload(
  signature: SignatureInput,
  payload: Uint8Array,
  publicKey: PublicKeyInput,
  options: VerifyOptions = {},
): boolean {
  checkPayload(payload)
  const key = checkKey(publicKey)
  const parsed = readSignature(signature, options)
  return parsed !== undefined && recoveryOf(parsed.r, parsed.s, payload, key) !== undefined
}
