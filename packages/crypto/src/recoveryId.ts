import { InvalidArgumentError } from '@ledgernet/errors'
import { bytesToBigInt } from './bytes.js'
import { checkPayload } from './payload.js'
import { PublicKey, type PublicKeyInput } from './PublicKey.js'
import { CURVE_ORDER, secp } from './secp256k1.js'
import { Signature, type RecoveryId } from './Signature.js'
import type { SignatureInput } from './verify.js'

const modN = (value: bigint) => secp.etc.mod(value, CURVE_ORDER)

/**
 * The recovery id (0–3) of a signature over `payload` by `publicKey`: it rebuilds the nonce point
 * R = (h·s⁻¹)·G + (r·s⁻¹)·Q, as verification does, and reads bit 0 from R's y parity and bit 1 from
 * whether R's x was r + n. This is how finalize derives the byte it puts in the signed transaction.
 * Throws an `InvalidArgumentError` when the signature does not verify against the payload and key.
 *
 * @example
 * recoveryId(signatureDerHex, payload, publicKey) // 0 | 1 | 2 | 3
 */
export function recoveryId(
  signature: SignatureInput,
  payload: Uint8Array,
  publicKey: PublicKeyInput,
): RecoveryId {
  checkPayload(payload)
  const { r, s } = signature instanceof Signature ? signature : Signature.fromDER(signature)
  const key = PublicKey.from(publicKey)
  const h = modN(bytesToBigInt(payload))
  const sInverse = secp.etc.invert(s, CURVE_ORDER)
  const point = secp.Point.BASE.multiply(modN(h * sInverse), false).add(
    secp.Point.fromBytes(key.bytes).multiply(modN(r * sInverse), false),
  )
  if (point.is0()) {
    throw new InvalidArgumentError('signature', 'does not verify against this payload and public key')
  }
  const { x, y } = point.toAffine()
  if (modN(x) !== r) {
    throw new InvalidArgumentError('signature', 'does not verify against this payload and public key')
  }
  return ((x === r ? 0 : 2) | Number(y & 1n)) as RecoveryId
}
