import { etc, Point } from '@noble/secp256k1'
import { bytesToBigInt } from './bytes.js'
import type { PublicKey } from './PublicKey.js'
import { CURVE_ORDER } from './secp256k1.js'

const modN = (value: bigint) => etc.mod(value, CURVE_ORDER)

/**
 * The nonce point R of an ECDSA signature (r, s) over a 32-byte payload, rebuilt as verification
 * does: R = (h·s⁻¹)·G + (r·s⁻¹)·Q, h being the payload as an integer mod n. The signature is valid
 * exactly when R is a point (not infinity) and R.x mod n = r; R's y parity and whether R.x ≥ n
 * are its recovery id. `verify` and `recoveryId` share it, so they always agree. Every value
 * here is public (signature, payload, key): no constant-time arithmetic is needed.
 */
export function noncePoint(r: bigint, s: bigint, payload: Uint8Array, publicKey: PublicKey): { x: bigint; y: bigint } | undefined {
  const sInverse = etc.invert(s, CURVE_ORDER)
  const point = Point.BASE.multiply(modN(bytesToBigInt(payload) * sInverse), false).add(
    Point.fromBytes(publicKey.bytes).multiply(modN(r * sInverse), false),
  )
  return point.is0() ? undefined : point.toAffine()
}
