import { CURVE_ORDER, HALF_CURVE_ORDER, Signature } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { decodeRefusal } from '../testing/decodeRefusal.js'
import { alice } from '../testing/samples.js'
import { ByteReader } from './ByteReader.js'
import { readRecoverableSignature } from './recoverableSignature.js'

const reader = (...values: number[]) => new ByteReader(Uint8Array.from(values), 'intent')
const u256 = (value: bigint) => Array.from({ length: 32 }, (_, i) => Number((value >> BigInt(8 * (31 - i))) & 0xffn))

describe('ByteReader', () => {
  it('reads big-endian fixed-width integers', () => {
    const r = reader(0x01, 0x02, 0x03, 0xff, 0xff, 0xff, 0xfe, 0, 0, 0, 0, 0, 0, 1, 0)
    expect(r.u8('a')).toBe(1)
    expect(r.u16('b')).toBe(0x0203)
    expect(r.unsigned(4, 'c')).toBe(0xfffffffen)
    expect(r.u64('d')).toBe(0x100n)
    expect(r.remaining).toBe(0)
  })

  it('reports truncation at the start of the field', () => {
    const r = reader(1, 2, 3)
    r.u8('first')
    expect(decodeRefusal(() => r.u64('nonce'))).toEqual({
      offset: 1,
      field: 'nonce',
      problem: 'is truncated: 8 bytes needed, 2 left',
    })
    expect(decodeRefusal(() => reader().u8('tag'))).toEqual({
      offset: 0,
      field: 'tag',
      problem: 'is truncated: 1 byte needed, 0 left',
    })
  })

  it('accepts only 0x00 and 0x01 as booleans', () => {
    expect(reader(0).bool('b')).toBe(false)
    expect(reader(1).bool('b')).toBe(true)
    for (const byte of [2, 0x10, 0x80, 0xff]) {
      expect(decodeRefusal(() => reader(byte).bool('flag')).problem).toBe(
        `is 0x${byte.toString(16).padStart(2, '0')}; a boolean is 0x00 or 0x01`,
      )
    }
  })

  it('refuses a zero where at least 1 is required', () => {
    expect(decodeRefusal(() => reader(...u256(0n)).positiveU256('amount'))).toEqual({
      offset: 0,
      field: 'amount',
      problem: 'is zero; it must be at least 1',
    })
    expect(reader(...u256(1n)).positiveU256('amount')).toBe(1n)
  })

  it('checks counts against their range', () => {
    expect(decodeRefusal(() => reader(0, 0).count('actions.length', { min: 1, max: 65_535 }, 2)).problem).toBe(
      'is 0; it must be 1 to 65535',
    )
    expect(decodeRefusal(() => reader(17).count('signatures.length', { min: 0, max: 16 }, 1)).problem).toBe(
      'is 17; it must be 0 to 16',
    )
  })

  it('reads compressed public keys and refuses others', () => {
    expect(new ByteReader(alice.publicKey.bytes, 'intent').publicKey('key').hex).toBe(alice.publicKey.hex)
    const uncompressedPrefix = alice.publicKey.bytes
    uncompressedPrefix[0] = 0x04
    expect(decodeRefusal(() => new ByteReader(uncompressedPrefix, 'intent').publicKey('key')).problem).toBe(
      'starts with 0x04, not 0x02 or 0x03',
    )
    // x = 5 is not the x-coordinate of any point: 5³ + 7 = 132 is not a square mod p.
    const offCurve = Uint8Array.from([0x02, ...new Array(31).fill(0), 5])
    expect(decodeRefusal(() => new ByteReader(offCurve, 'intent').publicKey('key')).problem).toBe(
      'is not a point on the secp256k1 curve',
    )
    // x ≥ p would alias x − p.
    const aboveP = Uint8Array.from([0x02, ...new Array(32).fill(0xff)])
    expect(decodeRefusal(() => new ByteReader(aboveP, 'intent').publicKey('key')).problem).toBe(
      'is not a point on the secp256k1 curve',
    )
  })

  it('reads symbols of a-z0-9 only', () => {
    expect(reader(3, 0x61, 0x31, 0x7a).symbol('symbol', { min: 1, max: 35 })).toBe('a1z')
    expect(decodeRefusal(() => reader(2, 0x61, 0x5f).symbol('symbol', { min: 1, max: 35 }))).toEqual({
      offset: 2,
      field: 'symbol',
      problem: 'has 0x5f at position 1; a symbol is made of a-z and 0-9',
    })
    expect(decodeRefusal(() => reader(0).symbol('symbol', { min: 1, max: 35 })).field).toBe('symbol.length')
  })

  it('reads recoverable signatures: recovery 0–3, 1 ≤ r < n, 1 ≤ s ≤ (n − 1)/2', () => {
    const read = (recovery: number, r: bigint, s: bigint) =>
      readRecoverableSignature(reader(recovery, ...u256(r), ...u256(s)), 'sig')
    const signature = read(1, 5n, HALF_CURVE_ORDER)
    expect(signature).toBeInstanceOf(Signature)
    expect([signature.recovery, signature.r, signature.s]).toEqual([1, 5n, HALF_CURVE_ORDER])
    expect(decodeRefusal(() => read(4, 5n, 5n))).toEqual({
      offset: 0,
      field: 'sig.recovery',
      problem: 'is 4; a recovery id is 0 to 3',
    })
    expect(decodeRefusal(() => read(0, 0n, 5n))).toEqual({ offset: 1, field: 'sig.r', problem: 'must be 1 to n − 1' })
    expect(decodeRefusal(() => read(0, CURVE_ORDER, 5n))).toEqual({
      offset: 1,
      field: 'sig.r',
      problem: 'must be 1 to n − 1',
    })
    expect(decodeRefusal(() => read(0, 5n, 0n))).toEqual({ offset: 33, field: 'sig.s', problem: 'must be at least 1' })
    expect(decodeRefusal(() => read(0, 5n, HALF_CURVE_ORDER + 1n)).problem).toBe(
      'is high; only the low-S form (s ≤ (n − 1)/2) is canonical',
    )
  })

  it('refuses trailing bytes', () => {
    const r = reader(1, 2)
    r.u8('a')
    expect(decodeRefusal(() => r.end())).toEqual({ offset: 1, field: 'end', problem: 'has 1 byte too many' })
  })
})
