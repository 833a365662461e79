import { secp256k1 } from '@noble/curves/secp256k1.js'
import { describe, expect, it } from 'vitest'
import { hexToBytes } from '../bytes/hex.js'
import { reason } from '../testing/reason.js'
import { PublicKey } from './PublicKey.js'
import { publicKeyPoint } from './publicKeyPoint.js'

const G = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'

describe('publicKeyPoint', () => {
  it('reads a key from hex, bytes or a PublicKey into its curve point', () => {
    for (const input of [G, hexToBytes(G), PublicKey.fromHex(G)]) {
      expect(publicKeyPoint(input).toHex(true)).toBe(secp256k1.Point.BASE.toHex(true))
    }
  })

  it('refuses with the reasons PublicKey gives, naming the field', () => {
    const uncompressed = secp256k1.Point.fromHex(G).toHex(false)
    const bad = [uncompressed, `04${G.slice(2)}`, `02${'0'.repeat(63)}5`, `02${'f'.repeat(64)}`, 'xyz', 42, null]
    for (const input of bad) {
      const expected = reason(() => PublicKey.from(input as never))
      expect(reason(() => publicKeyPoint(input as never))).toBe(expected)
    }
    expect(() => publicKeyPoint('02', 'public_key.hex')).toThrow('Invalid public_key.hex: ')
  })
})
