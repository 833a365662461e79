import { InvalidArgumentError } from '@ledgernet/errors'
import { checkKey, recoveryOf } from '#ecdsa'
import type { PublicKeyInput } from './PublicKey.js'
import { checkPayload } from './payload.js'
import { readSignature, type SignatureInput } from './readSignature.js'
import { decodeSignatureDer } from './signatureDer.js'

/**
 * Which of the (up to four) public keys a signature recovers to: bit 0 is the parity of R's y,
 * bit 1 says R's x was r + n. The signed transaction carries it so the key can be recovered.
 *
 * @example
 * const id: RecoveryId = signature.recovery ?? recoveryId(signature, payload, publicKey)
 */
export type RecoveryId = 0 | 1 | 2 | 3

/**
 * The recovery id (0–3) of a signature over `payload` by `publicKey`: it rebuilds the nonce point
 * R = (h·s⁻¹)·G + (r·s⁻¹)·Q, as verification does, and reads bit 0 from R's y parity and bit 1 from
 * whether R's x was r + n. This is how finalize derives the byte it puts in the signed transaction.
 * Throws an `InvalidArgumentError` when the signature does not verify against the payload and key,
 * or is not strict DER.
 *
 * @example
 * recoveryId(signatureDerHex, payload, publicKey) // 0 | 1 | 2 | 3
 */
export function recoveryId(signature: SignatureInput, payload: Uint8Array, publicKey: PublicKeyInput): RecoveryId {
  checkPayload(payload)
  // Read as verification reads it (a Signature by its r and s: its class is built on this function);
  // DER that verification would refuse is read again, strictly, to say why.
  const { r, s } = readSignature(signature) ?? decodeSignatureDer(signature as Uint8Array | string)
  // The signature itself goes along: the recovery id it carries is where libsecp256k1 starts.
  const id = recoveryOf(r, s, payload, checkKey(publicKey), signature)
  if (id === undefined)
    throw new InvalidArgumentError('signature', 'does not verify against this payload and public key')
  return id
}
