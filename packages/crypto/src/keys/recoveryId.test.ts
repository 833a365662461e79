import { secp256k1 } from '@noble/curves/secp256k1.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../bytes/hex.js'
import { PrivateKey } from './PrivateKey.js'
import { recoveryId } from './recoveryId.js'
import { Signature } from './Signature.js'
import { CURVE_ORDER, FIELD_PRIME } from './secp256k1.js'
import { verifyPayload } from './verifyPayload.js'

const payloads = fc.uint8Array({ minLength: 32, maxLength: 32 })

describe('recoveryId', () => {
  it('gives the id the signer computed, for DER-only signatures too', () => {
    const key = PrivateKey.generate()
    fc.assert(
      fc.property(payloads, (payload) => {
        const signature = key.sign(payload)
        expect(recoveryId(signature.toDERHex(), payload, key.publicKey)).toBe(signature.recovery)
        expect(recoveryId(signature, payload, key.publicKey.bytes)).toBe(signature.recovery)
      }),
      { numRuns: 30 },
    )
  })

  it('sets bit 1 when R.x ≥ n (constructed: R.x = r + n)', () => {
    // Find a curve point whose x is in [n, p): r = x − n is then the signature's r.
    let x = CURVE_ORDER + 1n
    let R: InstanceType<typeof secp256k1.Point> | undefined
    for (; x < FIELD_PRIME && !R; x++) {
      try {
        R = secp256k1.Point.fromHex(`02${x.toString(16).padStart(64, '0')}`)
      } catch {
        R = undefined
      }
    }
    expect(R).toBeDefined()
    const point = R!
    const r = point.x - CURVE_ORDER
    const s = 0x1234567890abcdefn
    const payload = new Uint8Array(32).fill(7)
    const h = BigInt(`0x${bytesToHex(payload)}`)
    // Q = r⁻¹ (s·R − h·G): the key for which (r, s) signs `payload` with nonce point R.
    const rInverse = secp256k1.Point.Fn.inv(r)
    const Q = point.multiply(s).subtract(secp256k1.Point.BASE.multiply(h)).multiply(rInverse)
    const publicKey = Q.toBytes(true)
    const signature = new Signature(r, s)
    expect(verifyPayload(signature, payload, publicKey)).toBe(true)
    const id = recoveryId(signature, payload, publicKey)
    expect(id & 2).toBe(2)
    expect(id & 1).toBe(Number(point.y & 1n))
    // @noble/curves recovers the same key from that id.
    expect(new secp256k1.Signature(r, s, id).recoverPublicKey(payload).toHex(true)).toBe(Q.toHex(true))
    expect(r > 0n && r < FIELD_PRIME - CURVE_ORDER).toBe(true)
  })

  it('throws when the signature is not over this payload by this key', () => {
    const key = PrivateKey.generate()
    const signature = key.sign(new Uint8Array(32).fill(1))
    expect(() => recoveryId(signature, new Uint8Array(32).fill(2), key.publicKey)).toThrow(
      'does not verify against this payload and public key',
    )
  })
})
