import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sha256 } from '../hashes/sha256.js'
import { PrivateKey } from './PrivateKey.js'
import { Signature } from './Signature.js'
import { CURVE_ORDER } from './secp256k1.js'
import { verifySha256 } from './verifySha256.js'

// One function on every runtime: its faces are `#sha256` and `#ecdsa` (the differential test
// holds each to the portable bytes); here it runs on the Node faces, as vitest's aliases say.
const messages = fc.uint8Array({ minLength: 0, maxLength: 200 })

describe('verifySha256', () => {
  const key = PrivateKey.generate()

  it('checks a signature over SHA-256(message), as a transaction signature over SHA-256d(unsigned)', () => {
    const unsigned = new TextEncoder().encode('an unsigned transaction')
    const signature = key.sign(sha256(sha256(unsigned)))
    expect(verifySha256(signature.toDERHex(), sha256(unsigned), key.publicKey)).toBe(true)
    expect(verifySha256(signature, unsigned, key.publicKey)).toBe(false)
    expect(verifySha256(signature.toDER(), sha256(unsigned), PrivateKey.generate().publicKey.hex)).toBe(false)
  })

  it('refuses non-strict DER and, with lowS, high S', () => {
    const message = new Uint8Array([1, 2, 3])
    const signature = key.sign(sha256(message))
    expect(verifySha256(`${signature.toDERHex()}00`, message, key.publicKey)).toBe(false)
    // The same r with one superfluous 0x00 in front: same value, non-canonical encoding.
    const der = signature.toDER()
    const rLength = der[3]!
    const padded = Uint8Array.from([0x30, der[1]! + 1, 0x02, rLength + 1, 0x00, ...der.subarray(4)])
    expect(() => Signature.fromDER(padded)).toThrow(/not in canonical form/)
    expect(verifySha256(padded, message, key.publicKey)).toBe(false)
    const high = new Signature(signature.r, CURVE_ORDER - signature.s)
    expect(verifySha256(high, message, key.publicKey)).toBe(true)
    expect(verifySha256(high, message, key.publicKey, { lowS: true })).toBe(false)
  })

  it('throws for a message that is not bytes or a malformed key', () => {
    const signature = key.sign(sha256(new Uint8Array()))
    expect(() => verifySha256(signature, 'abc' as never, key.publicKey)).toThrow(
      'Invalid message: must be a Uint8Array.',
    )
    expect(() => verifySha256(signature, new Uint8Array(), '02')).toThrow('Invalid publicKey')
  })
})

describe('verifySha256: the portable and the OpenSSL paths agree', () => {
  it('on random messages, keys and signatures, valid and tampered', () => {
    const keys = Array.from({ length: 3 }, () => PrivateKey.generate())
    fc.assert(
      fc.property(messages, fc.nat(2), fc.nat(2), fc.boolean(), (message, signerIndex, checkerIndex, flip) => {
        const signature = keys[signerIndex]!.sign(sha256(message))
        const checked =
          flip && message.length > 0 ? message.map((byte, index) => (index === 0 ? byte ^ 1 : byte)) : message
        const publicKey = keys[checkerIndex]!.publicKey
        const expected = signerIndex === checkerIndex && checked === message
        expect(verifySha256(signature, checked, publicKey)).toBe(expected)
      }),
      { numRuns: 60 },
    )
  })
})
