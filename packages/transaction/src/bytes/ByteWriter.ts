import { PublicKey, type Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { Range } from './ByteReader.js'
import { recoverableSignatureBytes } from './recoverableSignature.js'
import { countCharacters, encodeUtf8 } from './utf8.js'

const MAX_U256 = (1n << 256n) - 1n
const MAX_U64 = (1n << 64n) - 1n

/**
 * Writes the primitives of `specs/transaction-format.md` section 0.2, checking every value first
 * and throwing an `InvalidArgumentError` that names the field and the reason.
 */
export class ByteWriter {
  #buffer = new Uint8Array(256)
  #length = 0

  get length(): number {
    return this.#length
  }

  #reserve(extra: number): Uint8Array {
    const needed = this.#length + extra
    if (needed > this.#buffer.length) {
      let size = this.#buffer.length * 2
      while (size < needed) size *= 2
      const grown = new Uint8Array(size)
      grown.set(this.#buffer.subarray(0, this.#length))
      this.#buffer = grown
    }
    return this.#buffer
  }

  /** A copy of what was written. */
  toBytes(): Uint8Array {
    return this.#buffer.slice(0, this.#length)
  }

  raw(bytes: Uint8Array): void {
    this.#reserve(bytes.length).set(bytes, this.#length)
    this.#length += bytes.length
  }

  #integer(value: bigint, width: number): void {
    const buffer = this.#reserve(width)
    let rest = value
    for (let i = this.#length + width - 1; i >= this.#length; i--) {
      buffer[i] = Number(rest & 0xffn)
      rest >>= 8n
    }
    this.#length += width
  }

  #smallInteger(value: number, width: 1 | 2 | 4): void {
    const buffer = this.#reserve(width)
    for (let i = width - 1; i >= 0; i--)
      buffer[this.#length + (width - 1 - i)] = Math.floor(value / 2 ** (8 * i)) & 0xff
    this.#length += width
  }

  /** An integer `number` of `width` bytes, within `range`. */
  integer(value: unknown, field: string, width: 1 | 2 | 4, range: Range): void {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new InvalidArgumentError(field, 'must be an integer number')
    }
    if (value < range.min || value > range.max) {
      throw new InvalidArgumentError(field, `is ${value}; it must be ${range.min} to ${range.max}`)
    }
    this.#smallInteger(value, width)
  }

  u8(value: number): void {
    this.#smallInteger(value, 1)
  }

  u64(value: unknown, field: string): void {
    if (typeof value !== 'bigint') throw new InvalidArgumentError(field, 'must be a bigint')
    if (value < 0n || value > MAX_U64) throw new InvalidArgumentError(field, 'must be 0 to 2^64 − 1')
    this.#integer(value, 8)
  }

  /** A `u256`; `positive` also refuses zero. */
  u256(value: unknown, field: string, positive: boolean): void {
    if (typeof value !== 'bigint') throw new InvalidArgumentError(field, 'must be a bigint (subunits)')
    if (value < 0n) throw new InvalidArgumentError(field, 'is negative')
    if (value > MAX_U256) throw new InvalidArgumentError(field, 'is above 2^256 − 1')
    if (positive && value === 0n) throw new InvalidArgumentError(field, 'is zero; it must be at least 1')
    this.#integer(value, 32)
  }

  bool(value: unknown, field: string): void {
    if (typeof value !== 'boolean') throw new InvalidArgumentError(field, 'must be a boolean')
    this.u8(value ? 1 : 0)
  }

  publicKey(value: unknown, field: string): void {
    if (!(value instanceof PublicKey)) {
      throw new InvalidArgumentError(field, 'must be a PublicKey (PublicKey.fromHex(…) or signer.publicKey)')
    }
    this.raw(value.bytes)
  }

  /** A length-prefixed byte string whose length is within `range`. */
  lengthPrefixed(bytes: Uint8Array, field: string, width: 1 | 2, range: Range): void {
    if (bytes.length < range.min || bytes.length > range.max) {
      throw new InvalidArgumentError(field, `is ${bytes.length} bytes; it must be ${range.min} to ${range.max}`)
    }
    this.#smallInteger(bytes.length, width)
    this.raw(bytes)
  }

  /** Length-prefixed UTF-8 whose character count is within `range`. */
  text(value: unknown, field: string, width: 1 | 2, range: Range): void {
    if (typeof value !== 'string') throw new InvalidArgumentError(field, 'must be a string')
    const bytes = encodeUtf8(value)
    if (!bytes) throw new InvalidArgumentError(field, 'holds a lone UTF-16 surrogate; it has no UTF-8 form')
    const characters = countCharacters(bytes)
    if (characters < range.min || characters > range.max) {
      throw new InvalidArgumentError(field, `has ${characters} characters; it must have ${range.min} to ${range.max}`)
    }
    this.#smallInteger(bytes.length, width)
    this.raw(bytes)
  }

  /** A token symbol: `a-z0-9`, length within `range`. */
  symbol(value: unknown, field: string, range: Range): void {
    if (typeof value !== 'string') throw new InvalidArgumentError(field, 'must be a string')
    if (!/^[a-z0-9]*$/.test(value)) throw new InvalidArgumentError(field, 'must be made of a-z and 0-9')
    const bytes = new Uint8Array(value.length)
    for (let i = 0; i < value.length; i++) bytes[i] = value.charCodeAt(i)
    this.lengthPrefixed(bytes, field, 1, range)
  }

  /**
   * Recovery id ‖ r ‖ s. A high-S signature is written in its low-S form (its twin, equally valid),
   * so the encoding is unique.
   */
  recoverableSignature(value: Signature, field: string): void {
    this.raw(recoverableSignatureBytes(value, field))
  }
}
