import { inspect } from 'node:util'
import type { InvalidArgumentError } from '@ledgernet/errors'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { describe, expect, it } from 'vitest'
import { hexToBytes } from '../bytes/hex.js'
import { reason } from '../testing/reason.js'
import { PrivateKey } from './PrivateKey.js'
import { PublicKey } from './PublicKey.js'

const G = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'

describe('PublicKey', () => {
  it('reads hex and bytes and keeps a private copy', () => {
    const bytes = hexToBytes(G)
    const key = PublicKey.fromBytes(bytes)
    bytes[1] = 0
    expect(key.hex).toBe(G)
    const exposed = key.bytes
    exposed[1] = 0
    expect(key.bytes).toEqual(hexToBytes(G))
    expect(PublicKey.fromHex(G.toUpperCase()).hex).toBe(G)
    expect(PublicKey.from(key)).toBe(key)
    expect(key.equals(G)).toBe(true)
    expect(key.equals('nonsense')).toBe(false)
  })

  it('says what is wrong with a key', () => {
    const uncompressed = secp256k1.Point.fromHex(G).toHex(false)
    expect(reason(() => PublicKey.fromHex(uncompressed))).toBe('is 65 bytes, not 33 (the compressed form)')
    expect(reason(() => PublicKey.fromHex(G.slice(0, 64)))).toBe('is 32 bytes, not 33 (the compressed form)')
    expect(reason(() => PublicKey.fromHex(`04${G.slice(2)}`))).toBe('starts with 0x04, not 0x02 or 0x03')
    // x = 5 has no y on secp256k1 (5³ + 7 = 132 is not a square mod p).
    expect(reason(() => PublicKey.fromHex(`02${'0'.repeat(63)}5`))).toBe('is not a point on the secp256k1 curve')
    // x ≥ p is not a field element.
    expect(reason(() => PublicKey.fromHex(`02${'f'.repeat(64)}`))).toBe('is not a point on the secp256k1 curve')
    expect(reason(() => PublicKey.fromHex('xyz'))).toMatch(/is not hex/)
    expect(reason(() => PublicKey.from(42 as never))).toBe('must be a PublicKey, 33 bytes or 66 hex characters')
  })

  it('remembers keys that passed the curve check, never keys that failed', () => {
    const key = PrivateKey.generate().publicKey
    expect(PublicKey.fromHex(key.hex)).toBe(PublicKey.fromBytes(key.bytes))
    const offCurve = `02${'0'.repeat(63)}5`
    expect(() => PublicKey.fromHex(offCurve)).toThrow('is not a point on the secp256k1 curve')
    expect(() => PublicKey.fromHex(offCurve)).toThrow('is not a point on the secp256k1 curve')
  })

  it('names the caller’s field', () => {
    try {
      PublicKey.fromHex('02', 'public_key.hex')
    } catch (error) {
      expect((error as InvalidArgumentError).field).toBe('public_key.hex')
    }
  })

  it('verifies, prints and serialises', () => {
    const privateKey = PrivateKey.generate()
    const payload = new Uint8Array(32).fill(3)
    const signature = privateKey.sign(payload)
    expect(privateKey.publicKey.verifyPayload(signature.toDERHex(), payload)).toBe(true)
    expect(privateKey.publicKey.verifyPayload(signature, new Uint8Array(32))).toBe(false)
    expect(String(PublicKey.fromHex(G))).toBe(`PublicKey(${G})`)
    expect(inspect(PublicKey.fromHex(G))).toBe(`PublicKey(${G})`)
    expect(JSON.stringify(PublicKey.fromHex(G))).toBe(`"${G}"`)
  })
})
