import { inspect } from 'node:util'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from './hex.js'
import { PrivateKey } from './PrivateKey.js'
import { CURVE_ORDER } from './secp256k1.js'
import { sha256 } from './sha256.js'

const KEY_HEX = 'e91671c46231f833a6406ccbea0e3e392c76c167bac1cb013f6f1013980455c2'
const utf8 = (text: string) => new TextEncoder().encode(text)

function thrown(run: () => unknown): InvalidArgumentError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    return error as InvalidArgumentError
  }
  throw new Error('expected an InvalidArgumentError')
}

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

  it('refuses bad keys with reasons that never include the key', () => {
    const cases: Array<[() => unknown, string]> = [
      [() => PrivateKey.fromHex(KEY_HEX.slice(2)), 'must be 64 hex characters (32 bytes), got 62'],
      [() => PrivateKey.fromHex(`${KEY_HEX.slice(0, 63)}g`), 'must contain only hex digits 0-9, a-f'],
      [() => PrivateKey.fromHex('0'.repeat(64)), 'is out of range: a private key must be in 1..n-1'],
      [() => PrivateKey.fromHex(CURVE_ORDER.toString(16)), 'is out of range: a private key must be in 1..n-1'],
      [() => PrivateKey.fromBytes(new Uint8Array(31)), 'must be 32 bytes, got 31'],
      [() => PrivateKey.fromBytes('ab' as unknown as Uint8Array), 'must be a Uint8Array of 32 bytes'],
    ]
    for (const [run, reason] of cases) {
      const error = thrown(run)
      expect(error.field).toBe('privateKey')
      expect(error.reason).toBe(reason)
      expect(error.message).not.toContain(KEY_HEX.slice(0, 16))
      expect(error.message).not.toContain(KEY_HEX.slice(-16))
    }
  })

  it('signs only 32-byte payloads', () => {
    const key = PrivateKey.fromHex(KEY_HEX)
    expect(thrown(() => key.sign(new Uint8Array(31))).reason).toBe(
      'must be exactly 32 bytes (the SHA-256d hash to sign), got 31',
    )
    expect(thrown(() => key.sign(bytesToHex(new Uint8Array(32)) as unknown as Uint8Array)).field).toBe('payload')
  })
})
