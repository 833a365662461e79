import { etc, Point } from '@noble/secp256k1'
import { bytesToBigInt } from '../bytes/bytes.js'
import type { RecoveryId } from './recoveryId.js'
import { CURVE_ORDER } from './secp256k1.js'

const modN = (value: bigint) => etc.mod(value, CURVE_ORDER)

/**
 * The recovery id of the ECDSA signature (r, s) over a 32-byte payload by the key point
 * `publicKey`, or `undefined` when it does not verify. It rebuilds the nonce point
 * R = (h·s⁻¹)·G + (r·s⁻¹)·Q as verification does (h: the payload as an integer mod n): the
 * signature is valid exactly when R is a point and R.x mod n = r; then bit 0 of the id is R's y
 * parity and bit 1 says R.x was r + n. `verifyPayload` and `recoveryId` share it, so they always
 * agree; the recovery id a signature may carry (`_given`) is not needed. Every value here is public (signature, payload, key): no constant-time arithmetic is needed.
 */
export function signatureRecovery(
  r: bigint,
  s: bigint,
  payload: Uint8Array,
  publicKey: Point,
  _given?: unknown,
): RecoveryId | undefined {
  const sInverse = etc.invert(s, CURVE_ORDER)
  const point = Point.BASE.multiply(modN(bytesToBigInt(payload) * sInverse), false).add(
    publicKey.multiply(modN(r * sInverse), false),
  )
  if (point.is0()) return undefined
  const { x, y } = point.toAffine()
  return x % CURVE_ORDER === r ? (((x === r ? 0 : 2) | Number(y & 1n)) as RecoveryId) : undefined
}
