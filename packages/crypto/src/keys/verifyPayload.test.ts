import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../bytes/hex.js'
import { PrivateKey } from './PrivateKey.js'
import { Signature } from './Signature.js'
import { CURVE_ORDER } from './secp256k1.js'
import { verifyPayload } from './verifyPayload.js'

const key = PrivateKey.fromHex('0000000000000000000000000000000000000000000000000000000000000007')
const payload = new Uint8Array(32).fill(0x42)
const signature = key.sign(payload)

describe('verifyPayload', () => {
  it('accepts the signature as a Signature, DER bytes or DER hex, with the key in any form', () => {
    for (const form of [signature, signature.toDER(), signature.toDERHex()]) {
      for (const publicKey of [key.publicKey, key.publicKey.bytes, key.publicKey.hex]) {
        expect(verifyPayload(form, payload, publicKey)).toBe(true)
      }
    }
  })

  it('returns false for another payload, another key, a non-DER or a non-strict DER signature', () => {
    expect(verifyPayload(signature, new Uint8Array(32), key.publicKey)).toBe(false)
    expect(verifyPayload(signature, payload, PrivateKey.generate().publicKey)).toBe(false)
    expect(verifyPayload('not hex', payload, key.publicKey)).toBe(false)
    expect(verifyPayload(`${signature.toDERHex()}00`, payload, key.publicKey)).toBe(false)
    expect(verifyPayload(new Uint8Array(0), payload, key.publicKey)).toBe(false)
  })

  it('reads a signature by its r and s, so a plain { r, s } verifies too; out-of-range values are invalid', () => {
    expect(verifyPayload({ r: signature.r, s: signature.s } as never, payload, key.publicKey)).toBe(true)
    expect(verifyPayload({ r: 0n, s: signature.s } as never, payload, key.publicKey)).toBe(false)
    expect(verifyPayload({ r: signature.r, s: CURVE_ORDER } as never, payload, key.publicKey)).toBe(false)
  })

  it('accepts high S by default (standard ECDSA), refuses it with lowS', () => {
    const high = new Signature(signature.r, CURVE_ORDER - signature.s)
    expect(verifyPayload(high, payload, key.publicKey)).toBe(true)
    expect(verifyPayload(bytesToHex(high.toDER()), payload, key.publicKey, { lowS: true })).toBe(false)
    expect(verifyPayload(signature, payload, key.publicKey, { lowS: true })).toBe(true)
  })

  it('throws for caller mistakes: payload length, malformed key, wrong signature type', () => {
    expect(() => verifyPayload(signature, new Uint8Array(64), key.publicKey)).toThrow(InvalidArgumentError)
    expect(() => verifyPayload(signature, payload, '02abcd')).toThrow(InvalidArgumentError)
    expect(() => verifyPayload(42 as never, payload, key.publicKey)).toThrow(
      'Invalid signature: must be a Signature, DER bytes or DER hex.',
    )
  })
})
