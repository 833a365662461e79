import { bytesToHex, PrivateKey, sha256d, Signature } from '@ledgernet/crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compactSignature } from './compactSignature.js'

const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const scalar = fc.oneof(
  fc.bigInt({ min: 1n, max: CURVE_ORDER - 1n }),
  fc.bigInt({ min: 1n, max: 1n << 64n }), // short integers: DER drops their leading zeros
  fc.constantFrom(1n, 0x80n, 0xffn, (CURVE_ORDER - 1n) / 2n, (CURVE_ORDER + 1n) / 2n, CURVE_ORDER - 1n),
)

describe('compactSignature', () => {
  it('gives the low-S r ‖ s that Signature.fromDER(der).normalizeS().toCompact() gives', () => {
    fc.assert(
      fc.property(scalar, scalar, (r, s) => {
        const der = new Signature(r, s).toDER()
        const expected = Signature.fromDER(der)
        const { compact, high } = compactSignature(der)
        expect(bytesToHex(compact)).toBe(bytesToHex(expected.normalizeS().toCompact()))
        expect(high).toBe(expected.hasHighS())
      }),
      { numRuns: 500 },
    )
  })

  it('reads real signatures, and their high-S twins', () => {
    const key = PrivateKey.generate()
    for (let index = 0; index < 20; index++) {
      const signature = key.sign(sha256d(Uint8Array.of(index)))
      const twin = new Signature(signature.r, CURVE_ORDER - signature.s)
      expect(bytesToHex(compactSignature(signature.toDER()).compact)).toBe(bytesToHex(signature.toCompact()))
      expect(compactSignature(twin.toDER())).toEqual({ compact: Buffer.from(signature.toCompact()), high: true })
    }
  })
})
