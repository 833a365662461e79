import { InvalidArgumentError } from '@ledgernet/errors'
import type { Signature } from './Signature.js'
import { HALF_CURVE_ORDER, isScalar } from './secp256k1.js'
import { decodeSignatureDer } from './signatureDer.js'

/**
 * A signature as a {@link Signature}, DER bytes, or DER hex.
 *
 * @example
 * verifyPayload('3044…', payload, publicKey)
 */
export type SignatureInput = Signature | Uint8Array | string

/**
 * Options of `verifyPayload` and `verifySha256`.
 *
 * @example
 * verifyPayload(signature, payload, publicKey, { lowS: true })
 */
export type VerifyOptions = {
  /**
   * Also refuse high-S signatures (s > n/2). Default `false`: standard ECDSA acceptance, as
   * OpenSSL and the Wycheproof vectors have it. Signatures this package makes are always low S.
   */
  lowS?: boolean
}

/**
 * The signature's (r, s), or `undefined` when it cannot be valid: not strict DER, r or s out of
 * range, or high S when `lowS` is asked. Every verify path reads signatures through this
 * function, so all of them refuse exactly the same encodings. A `Signature` is recognised by its
 * shape rather than its class, so that `PublicKey.verifyPayload` does not bring the whole `Signature`
 * class (recovery, compact forms, …) into bundles that only verify.
 */
export function readSignature(
  signature: SignatureInput,
  options: VerifyOptions = {},
): { r: bigint; s: bigint } | undefined {
  let parsed: { r: bigint; s: bigint }
  if (signature instanceof Uint8Array || typeof signature === 'string') {
    try {
      parsed = decodeSignatureDer(signature)
    } catch (error) {
      if (error instanceof InvalidArgumentError) return undefined
      throw error
    }
  } else if (typeof signature?.r === 'bigint' && typeof signature.s === 'bigint') {
    parsed = signature
    if (!(isScalar(parsed.r) && isScalar(parsed.s))) return undefined
  } else {
    throw new InvalidArgumentError('signature', 'must be a Signature, DER bytes or DER hex')
  }
  return options.lowS && parsed.s > HALF_CURVE_ORDER ? undefined : parsed
}
