import { PublicKey } from '@ledgernet/crypto'
import { DecodeError, type DecodedStructure } from './DecodeError.js'
import { countCharacters, decodeUtf8 } from './utf8.js'

const hexByte = (byte: number) => `0x${byte.toString(16).padStart(2, '0')}`

/** A length range, inclusive. */
export type Range = { readonly min: number; readonly max: number }

/**
 * Reads the primitives of `specs/transaction-format.md` section 0.2 from a byte string, refusing
 * every non-canonical form with a {@link DecodeError} that names the field's starting offset.
 */
export class ByteReader {
  readonly bytes: Uint8Array
  readonly structure: DecodedStructure
  offset = 0

  constructor(bytes: Uint8Array, structure: DecodedStructure) {
    this.bytes = bytes
    this.structure = structure
  }

  /** Throws the {@link DecodeError} of `field` starting at `offset`. */
  fail(field: string, reason: string, offset = this.offset): never {
    throw new DecodeError({ structure: this.structure, offset, field, reason })
  }

  get remaining(): number {
    return this.bytes.length - this.offset
  }

  /** The next `length` bytes (a view, not a copy). */
  take(length: number, field: string): Uint8Array {
    if (length > this.remaining) {
      this.fail(
        field,
        this.remaining === 0
          ? `is missing: the input ends here (${length} byte${length === 1 ? '' : 's'} expected)`
          : `is truncated: ${length} bytes expected, only ${this.remaining} left`,
      )
    }
    const view = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return view
  }

  /** Checks the next bytes are exactly `expected` (a magic number or a marker). */
  expect(expected: Uint8Array, field: string, reason: string): void {
    const start = this.offset
    const actual = this.take(expected.length, field)
    for (let i = 0; i < expected.length; i++) if (actual[i] !== expected[i]) this.fail(field, reason, start)
  }

  u8(field: string): number {
    return this.take(1, field)[0] as number
  }

  u16(field: string): number {
    const b = this.take(2, field)
    return ((b[0] as number) << 8) | (b[1] as number)
  }

  u32(field: string): number {
    const b = this.take(4, field)
    return (((b[0] as number) << 24) >>> 0) + (((b[1] as number) << 16) | ((b[2] as number) << 8) | (b[3] as number))
  }

  u64(field: string): bigint {
    return bigIntOf(this.take(8, field))
  }

  u256(field: string): bigint {
    return bigIntOf(this.take(32, field))
  }

  /** A `u256` that must be at least 1. */
  positiveU256(field: string): bigint {
    const start = this.offset
    const value = this.u256(field)
    if (value === 0n) this.fail(field, 'is zero; it must be at least 1', start)
    return value
  }

  bool(field: string): boolean {
    const start = this.offset
    const byte = this.u8(field)
    if (byte === 0) return false
    if (byte === 1) return true
    return this.fail(field, `is ${hexByte(byte)}; a boolean is 0x00 or 0x01`, start)
  }

  /** A `u16` count within `range`. */
  count(field: string, range: Range, width: 1 | 2): number {
    const start = this.offset
    const value = width === 1 ? this.u8(field) : this.u16(field)
    if (value < range.min || value > range.max) {
      this.fail(field, `is ${value}; it must be ${range.min} to ${range.max}`, start)
    }
    return value
  }

  publicKey(field: string): PublicKey {
    const start = this.offset
    const bytes = this.take(33, field)
    const prefix = bytes[0] as number
    if (prefix !== 0x02 && prefix !== 0x03) {
      this.fail(field, `starts with ${hexByte(prefix)}; a compressed public key starts with 0x02 or 0x03`, start)
    }
    try {
      return PublicKey.fromBytes(bytes, field)
    } catch {
      return this.fail(field, 'is not a point on the secp256k1 curve', start)
    }
  }

  /** A length-prefixed byte string; its length in bytes must be within `range`. */
  lengthPrefixed(field: string, width: 1 | 2, range: Range): Uint8Array {
    const start = this.offset
    const length = width === 1 ? this.u8(`${field}.length`) : this.u16(`${field}.length`)
    if (length < range.min || length > range.max) {
      this.fail(`${field}.length`, `is ${length}; it must be ${range.min} to ${range.max} bytes`, start)
    }
    return this.take(length, field)
  }

  /** Length-prefixed strict UTF-8 whose character count is within `range`. */
  text(field: string, width: 1 | 2, range: Range): string {
    const start = this.offset
    const maxBytes = Math.min(range.max * 4, width === 1 ? 0xff : 0xffff)
    const length = width === 1 ? this.u8(`${field}.length`) : this.u16(`${field}.length`)
    if (length > maxBytes) {
      this.fail(`${field}.length`, `is ${length} bytes; at most ${maxBytes} are allowed`, start)
    }
    const bytesStart = this.offset
    const bytes = this.take(length, field)
    const text = decodeUtf8(bytes)
    if (text === undefined) this.fail(field, 'is not well-formed UTF-8', bytesStart)
    const characters = countCharacters(bytes)
    if (characters < range.min || characters > range.max) {
      this.fail(field, `has ${characters} characters; it must have ${range.min} to ${range.max}`, start)
    }
    return text
  }

  /** A token symbol: `u8` length within `range`, then `a-z0-9` bytes. */
  symbol(field: string, range: Range): string {
    const start = this.offset
    const bytes = this.lengthPrefixed(field, 1, range)
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i] as number
      if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39))) {
        this.fail(field, `has ${hexByte(c)} at position ${i}; a symbol is made of a-z and 0-9`, start + 1 + i)
      }
    }
    return String.fromCharCode(...bytes)
  }

  /** Refuses trailing bytes. */
  end(): void {
    if (this.remaining > 0) {
      this.fail('end', `has ${this.remaining} trailing byte${this.remaining === 1 ? '' : 's'}; the ${this.structure} ends here`)
    }
  }
}

function bigIntOf(bytes: Uint8Array): bigint {
  let hex = '0x'
  for (const byte of bytes) hex += byte < 16 ? `0${byte.toString(16)}` : byte.toString(16)
  return BigInt(hex)
}
