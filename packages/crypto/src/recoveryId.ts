import { InvalidArgumentError } from '@ledgernet/errors'
import { PublicKey, type PublicKeyInput } from './PublicKey.js'
import { checkPayload } from './payload.js'
import type { SignatureInput } from './readSignature.js'
import { type RecoveryId, Signature } from './Signature.js'
import { signatureRecovery } from './signatureRecovery.js'

/**
 * The recovery id (0–3) of a signature over `payload` by `publicKey`: it rebuilds the nonce point
 * R = (h·s⁻¹)·G + (r·s⁻¹)·Q, as verification does, and reads bit 0 from R's y parity and bit 1 from
 * whether R's x was r + n. This is how finalize derives the byte it puts in the signed transaction.
 * Throws an `InvalidArgumentError` when the signature does not verify against the payload and key.
 *
 * @example
 * recoveryId(signatureDerHex, payload, publicKey) // 0 | 1 | 2 | 3
 */
export function recoveryId(signature: SignatureInput, payload: Uint8Array, publicKey: PublicKeyInput): RecoveryId {
  checkPayload(payload)
  const { r, s } = signature instanceof Signature ? signature : Signature.fromDER(signature)
  const id = signatureRecovery(r, s, payload, PublicKey.from(publicKey))
  if (id === undefined)
    throw new InvalidArgumentError('signature', 'does not verify against this payload and public key')
  return id
}
