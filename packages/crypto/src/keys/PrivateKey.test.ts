import { inspect } from 'node:util'
import { describe, expect, it, vi } from 'vitest'
import { bytesToHex, hexToBytes } from '../bytes/hex.js'
import { sha256 } from '../hashes/sha256.js'
import { invalidArgument } from '../testing/reason.js'
import { PrivateKey } from './PrivateKey.js'
import { CURVE_ORDER } from './secp256k1.js'

const KEY_HEX = 'e91671c46231f833a6406ccbea0e3e392c76c167bac1cb013f6f1013980455c2'
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('PrivateKey', () => {
  it('never prints its bytes: toString, toJSON, template strings, util.inspect, console formatting', () => {
    const key = PrivateKey.fromHex(KEY_HEX)
    const renderings = [
      String(key),
      `${key}`,
      JSON.stringify({ key }),
      inspect(key),
      inspect({ nested: { key } }, { depth: 5 }),
      inspect(key, { showHidden: true }),
    ]
    for (const text of renderings) {
      expect(text).toContain('PrivateKey(<redacted>)')
      expect(text.toLowerCase()).not.toContain(KEY_HEX.slice(0, 16))
    }
    expect(Object.keys(key)).toEqual([])
  })

  it('computes the public key (private key 1 → G)', () => {
    const one = PrivateKey.fromHex('0000000000000000000000000000000000000000000000000000000000000001')
    expect(one.publicKey.hex).toBe('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
    expect(PrivateKey.fromBytes(hexToBytes(KEY_HEX)).publicKey.equals(PrivateKey.fromHex(KEY_HEX).publicKey)).toBe(true)
  })

  it('copies imported bytes', () => {
    const bytes = hexToBytes(KEY_HEX)
    const key = PrivateKey.fromBytes(bytes)
    const before = key.publicKey.hex
    bytes.fill(7)
    expect(PrivateKey.fromHex(KEY_HEX).publicKey.hex).toBe(before)
    expect(key.sign(sha256(utf8('x'))).equals(PrivateKey.fromHex(KEY_HEX).sign(sha256(utf8('x'))))).toBe(true)
  })

  it('generates distinct valid keys', () => {
    const keys = Array.from({ length: 8 }, () => PrivateKey.generate().publicKey.hex)
    expect(new Set(keys).size).toBe(8)
  })

  it('draws again when the random bytes are not a key (0 or ≥ n)', () => {
    const draws = [new Uint8Array(32), hexToBytes(CURVE_ORDER.toString(16)), hexToBytes(KEY_HEX)]
    const random = vi
      .spyOn(globalThis.crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        ;(array as unknown as Uint8Array).set(draws.shift()!)
        return array
      })
    try {
      expect(PrivateKey.generate().publicKey.hex).toBe(PrivateKey.fromHex(KEY_HEX).publicKey.hex)
      expect(random).toHaveBeenCalledTimes(3)
    } finally {
      random.mockRestore()
    }
  })

  it('refuses bad keys with reasons that never include the key', () => {
    const cases: Array<[() => unknown, string]> = [
      [() => PrivateKey.fromHex(KEY_HEX.slice(2)), 'must be 64 hex characters, got 62'],
      [() => PrivateKey.fromHex(`${KEY_HEX.slice(0, 63)}g`), 'is not hex (character 64)'],
      [() => PrivateKey.fromHex('0'.repeat(64)), 'must be in 1..n-1'],
      [() => PrivateKey.fromHex(CURVE_ORDER.toString(16)), 'must be in 1..n-1'],
      [() => PrivateKey.fromBytes(new Uint8Array(31)), 'must be 32 bytes, got 31'],
      [() => PrivateKey.fromBytes('ab' as unknown as Uint8Array), 'must be 32 bytes (a Uint8Array)'],
    ]
    for (const [run, reason] of cases) {
      const error = invalidArgument(run)
      expect(error.field).toBe('privateKey')
      expect(error.problem).toBe(reason)
      expect(error.message).not.toContain(KEY_HEX.slice(0, 16))
      expect(error.message).not.toContain(KEY_HEX.slice(-16))
    }
  })

  it('signs only 32-byte payloads', () => {
    const key = PrivateKey.fromHex(KEY_HEX)
    expect(invalidArgument(() => key.sign(new Uint8Array(31))).problem).toBe('must be 32 bytes, got 31')
    expect(invalidArgument(() => key.sign(bytesToHex(new Uint8Array(32)) as unknown as Uint8Array)).field).toBe(
      'payload',
    )
  })
})
