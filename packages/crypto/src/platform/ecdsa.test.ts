// The two implementations of `#ecdsa` — noble (ecdsa.ts, every runtime) and libsecp256k1
// (ecdsa.node.ts, Node) — give the same answers, byte for byte, for the same inputs.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bytesToBigInt } from '../bytes/bytes.js'
import { CURVE_ORDER } from '../keys/secp256k1.js'
import { invalidArgument } from '../testing/reason.js'
import * as noble from './ecdsa.js'
import * as native from './ecdsa.node.js'

const scalar = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((bytes) => bytesToBigInt(bytes) > 0n && bytesToBigInt(bytes) < CURVE_ORDER)
const payload = fc.uint8Array({ minLength: 32, maxLength: 32 })

describe('#ecdsa: noble and libsecp256k1', () => {
  it('libsecp256k1 loads here (the optional dependency installed)', () => {
    expect(native.ecdsaPath()).toBe('libsecp256k1')
  })

  it('derive the same public keys and make the same signatures with the same recovery ids', () => {
    fc.assert(
      fc.property(scalar, payload, (key, message) => {
        expect(native.publicKeyOf(key)).toEqual(noble.publicKeyOf(key))
        expect(native.signRecovered(message, key)).toEqual(noble.signRecovered(message, key))
      }),
      { numRuns: 200 },
    )
  })

  it('recover the same id whatever recovery id the signature carries (the right one, a wrong one, none), and refuse the same tampered signatures', () => {
    fc.assert(
      fc.property(scalar, payload, fc.integer({ min: 0, max: 3 }), fc.boolean(), (key, message, hint, high) => {
        const signed = noble.signRecovered(message, key)
        const r = bytesToBigInt(signed.subarray(1, 33))
        const low = bytesToBigInt(signed.subarray(33))
        const s = high ? CURVE_ORDER - low : low
        const id = ((signed[0] as number) ^ (high ? 1 : 0)) as 0 | 1 | 2 | 3
        const publicKey = noble.publicKeyOf(key)
        const [nobleKey, nativeKey] = [noble.checkKey(publicKey), native.checkKey(publicKey)]
        for (const given of [undefined, { recovery: id }, { recovery: hint }, { recovery: 7 }]) {
          expect(native.recoveryOf(r, s, message, nativeKey, given)).toBe(id)
          expect(noble.recoveryOf(r, s, message, nobleKey, given)).toBe(id)
        }
        const other = message.slice()
        other[0] = (other[0] as number) ^ 1
        expect(native.recoveryOf(r, s, other, nativeKey, id)).toBeUndefined()
        expect(noble.recoveryOf(r, s, other, nobleKey, id)).toBeUndefined()
      }),
      { numRuns: 50 },
    )
  })

  it('refuse the same public keys with the same reasons', () => {
    const notOnCurve = `02${'00'.repeat(31)}05` // x = 5: x³ + 7 = 132 is no square mod p
    for (const input of [notOnCurve, `04${'11'.repeat(32)}`, '02', new Uint8Array(33), 42 as never]) {
      expect(invalidArgument(() => native.checkKey(input, 'key')).message).toBe(
        invalidArgument(() => noble.checkKey(input, 'key')).message,
      )
    }
  })
})
