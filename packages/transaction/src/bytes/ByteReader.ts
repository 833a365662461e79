import { bytesToHex, PublicKey } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { type DecodedStructure, DecodeError } from '../DecodeError.js'

/** A byte as decoders name it: `0x4c`. */
export const hexByte = (byte: number): string => `0x${bytesToHex(Uint8Array.of(byte))}`

/** A count of bytes in words: `1 byte`, `2 bytes`. */
const byteCount = (count: number): string => `${count} byte${count === 1 ? '' : 's'}`

/** A length range, inclusive. */
export type Range = { readonly min: number; readonly max: number }

/** The problem of a value outside `range`: `is 0; it must be 1 to 65535`. */
export const outside = (value: number, range: Range, unit = ''): string =>
  `is ${value}${unit}; it must be ${range.min} to ${range.max}${unit}`

/**
 * Reads the primitives of `specs/transaction-format.md` section 0.2 from a byte string, refusing
 * every non-canonical form with a {@link DecodeError} that names the field's starting offset.
 * Readers a transfer does not need (text, signatures) are functions of their own.
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
  fail(field: string, problem: string, offset = this.offset): never {
    throw new DecodeError({ structure: this.structure, offset, field, problem })
  }

  get remaining(): number {
    return this.bytes.length - this.offset
  }

  /** The next `length` bytes (a view, not a copy). */
  take(length: number, field: string): Uint8Array {
    if (length > this.remaining) this.fail(field, `is truncated: ${byteCount(length)} needed, ${this.remaining} left`)
    const start = this.offset
    this.offset += length
    return this.bytes.subarray(start, this.offset)
  }

  /** Checks the next bytes are exactly `expected` (a magic number or a marker). */
  expect(expected: Uint8Array, field: string, problem: string): void {
    const start = this.offset
    if (bytesToHex(this.take(expected.length, field)) !== bytesToHex(expected)) this.fail(field, problem, start)
  }

  u8(field: string): number {
    return this.take(1, field)[0] as number
  }

  u16(field: string): number {
    const b = this.take(2, field)
    return ((b[0] as number) << 8) | (b[1] as number)
  }

  u64(field: string): bigint {
    return this.unsigned(8, field)
  }

  u256(field: string): bigint {
    return this.unsigned(32, field)
  }

  /** A big-endian unsigned integer of `length` bytes. */
  unsigned(length: number, field: string): bigint {
    return BigInt(`0x0${bytesToHex(this.take(length, field))}`)
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
    if (byte > 1) this.fail(field, `is ${hexByte(byte)}; a boolean is 0x00 or 0x01`, start)
    return byte === 1
  }

  /** A count (`u8` or `u16`) within `range`. */
  count(field: string, range: Range, width: 1 | 2): number {
    const start = this.offset
    const value = width === 1 ? this.u8(field) : this.u16(field)
    if (value < range.min || value > range.max) this.fail(field, outside(value, range), start)
    return value
  }

  /** A 33-byte compressed public key, a point on the curve (the problem is `PublicKey`'s). */
  publicKey(field: string): PublicKey {
    const start = this.offset
    try {
      return PublicKey.fromBytes(this.take(33, field), field)
    } catch (error) {
      if (!(error instanceof InvalidArgumentError)) throw error
      return this.fail(field, error.problem, start)
    }
  }

  /** A length-prefixed byte string; its length in bytes must be within `range`. */
  lengthPrefixed(field: string, width: 1 | 2, range: Range): Uint8Array {
    return this.take(this.count(`${field}.length`, range, width), field)
  }

  /** A token symbol: `u8` length within `range`, then `a-z0-9` bytes. */
  symbol(field: string, range: Range): string {
    const start = this.offset + 1
    const symbol = String.fromCharCode(...this.lengthPrefixed(field, 1, range))
    const bad = symbol.search(/[^a-z0-9]/)
    if (bad >= 0)
      this.fail(
        field,
        `has ${hexByte(symbol.charCodeAt(bad))} at position ${bad}; a symbol is made of a-z and 0-9`,
        start + bad,
      )
    return symbol
  }

  /** Refuses trailing bytes. */
  end(): void {
    if (this.remaining > 0) this.fail('end', `has ${byteCount(this.remaining)} too many`)
  }
}
