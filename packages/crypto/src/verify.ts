import { InvalidArgumentError } from '@ledgernet/errors'
import { checkPayload } from './payload.js'
import { PublicKey, type PublicKeyInput } from './PublicKey.js'
import { secp } from './secp256k1.js'
import { Signature } from './Signature.js'

/**
 * A signature as a {@link Signature}, DER bytes, or DER hex.
 *
 * @example
 * verify('3044…', payload, publicKey)
 */
export type SignatureInput = Signature | Uint8Array | string

/**
 * Options of {@link verify} and `verifySha256`.
 *
 * @example
 * verify(signature, payload, publicKey, { lowS: true })
 */
export type VerifyOptions = {
  /**
   * Also refuse high-S signatures (s > n/2). Default `false`: standard ECDSA acceptance, as
   * OpenSSL and the Wycheproof vectors have it. Signatures this package makes are always low S.
   */
  lowS?: boolean
}

/**
 * The signature as a {@link Signature}, or `undefined` when it cannot be valid: not strict DER,
 * or high S when `lowS` is asked. Every verify path reads signatures through this function, so
 * all of them refuse exactly the same encodings.
 */
export function readSignature(signature: SignatureInput, options: VerifyOptions = {}): Signature | undefined {
  let parsed: Signature
  if (signature instanceof Signature) parsed = signature
  else if (signature instanceof Uint8Array || typeof signature === 'string') {
    try {
      parsed = Signature.fromDER(signature)
    } catch (error) {
      if (error instanceof InvalidArgumentError) return undefined
      throw error
    }
  } else {
    throw new InvalidArgumentError('signature', 'must be a Signature, DER bytes or DER hex')
  }
  if (options.lowS && parsed.hasHighS()) return undefined
  return parsed
}

/**
 * Checks an ECDSA secp256k1 signature over a 32-byte payload, taken as is (the payload is already
 * a hash, e.g. SHA-256d of an unsigned transaction).
 *
 * Returns `false` for any signature that is not valid, including one that is not strict DER; call
 * `Signature.fromDER` first to learn why an encoding is refused. Throws an `InvalidArgumentError`
 * for caller errors: a payload that is not 32 bytes, a malformed public key.
 *
 * @example
 * verify(signatureDerHex, payload, publicKeyHex) // true | false
 * verify(signature, payload, publicKey, { lowS: true }) // also refuse high S
 */
export function verify(
  signature: SignatureInput,
  payload: Uint8Array,
  publicKey: PublicKeyInput,
  options: VerifyOptions = {},
): boolean {
  checkPayload(payload)
  const key = PublicKey.from(publicKey)
  const parsed = readSignature(signature, options)
  if (!parsed) return false
  return secp.verify(parsed.toCompact(), payload, key.bytes, {
    prehash: false,
    lowS: false,
  })
}
