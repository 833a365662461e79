import { InvalidArgumentError } from '@ledgernet/errors'
import { bigIntToBytes, bytesToBigInt } from './bytes.js'
import { CURVE_ORDER } from './secp256k1.js'

const SEQUENCE = 0x30
const INTEGER = 0x02
/** 0x30 len 0x02 len r(≤33) 0x02 len s(≤33): at most 72 bytes, at least 8. */
const MAX_LENGTH = 72
const MIN_LENGTH = 8

const hexByte = (byte: number | undefined) => `0x${(byte ?? 0).toString(16).padStart(2, '0')}`

/** The minimal DER INTEGER content of a positive value: no extra zeros, a 0x00 when the top bit is set. */
function integerContent(value: bigint): Uint8Array {
  const full = bigIntToBytes(value, 32)
  let start = 0
  while (start < 31 && full[start] === 0) start++
  const trimmed = full.subarray(start)
  if ((trimmed[0] ?? 0) & 0x80) {
    const padded = new Uint8Array(trimmed.length + 1)
    padded.set(trimmed, 1)
    return padded
  }
  return trimmed
}

/**
 * DER encoding `SEQUENCE { INTEGER r, INTEGER s }` of an ECDSA signature, the only encoding
 * DER allows for these values. `r` and `s` must be in 1..n-1 (the caller checks).
 *
 * @example
 * encodeSignatureDer(1n, 2n) // 30 06 02 01 01 02 01 02
 */
export function encodeSignatureDer(r: bigint, s: bigint): Uint8Array {
  const rBytes = integerContent(r)
  const sBytes = integerContent(s)
  const out = new Uint8Array(6 + rBytes.length + sBytes.length)
  out[0] = SEQUENCE
  out[1] = 4 + rBytes.length + sBytes.length
  out[2] = INTEGER
  out[3] = rBytes.length
  out.set(rBytes, 4)
  out[4 + rBytes.length] = INTEGER
  out[5 + rBytes.length] = sBytes.length
  out.set(sBytes, 6 + rBytes.length)
  return out
}

/**
 * Reads `(r, s)` from a DER signature and refuses every encoding but the one canonical form:
 * a wrong tag, a long-form or wrong length, a negative or zero-padded integer, r or s outside
 * 1..n-1, bytes after the integers or after the sequence. Accepting only one encoding per
 * signature keeps transaction ids and signed blobs unique (no malleability through BER).
 *
 * @example
 * const { r, s } = decodeSignatureDer(hexToBytes('3006020101020102'))
 */
export function decodeSignatureDer(der: Uint8Array, field = 'signature'): { r: bigint; s: bigint } {
  const fail = (reason: string): never => {
    throw new InvalidArgumentError(field, `is not a strict DER signature: ${reason}`)
  }
  if (!(der instanceof Uint8Array)) fail('expected bytes or hex')
  if (der.length < MIN_LENGTH) fail(`is ${der.length} bytes long; the shortest signature has ${MIN_LENGTH}`)
  if (der.length > MAX_LENGTH) fail(`is ${der.length} bytes long; the longest signature has ${MAX_LENGTH}`)
  if (der[0] !== SEQUENCE) fail(`starts with ${hexByte(der[0])} instead of the SEQUENCE tag 0x30`)
  const sequenceLength = der[1] ?? 0
  if (sequenceLength & 0x80) fail('the SEQUENCE uses a long-form length where the short form fits')
  if (sequenceLength > der.length - 2) {
    fail(`the SEQUENCE claims ${sequenceLength} bytes but only ${der.length - 2} follow`)
  }
  if (sequenceLength < der.length - 2) {
    fail(`${der.length - 2 - sequenceLength} trailing byte(s) follow the SEQUENCE`)
  }
  let offset = 2
  const readInteger = (name: 'r' | 's'): bigint => {
    if (offset >= der.length) fail(`${name} is missing`)
    if (der[offset] !== INTEGER) {
      fail(`${name} has tag ${hexByte(der[offset])} at offset ${offset} instead of INTEGER 0x02`)
    }
    const length = der[offset + 1]
    if (length === undefined) fail(`${name} has no length`)
    if (length! & 0x80) fail(`${name} uses a long-form length where the short form fits`)
    if (length === 0) fail(`${name} is empty`)
    if (length! > 33) fail(`${name} is ${length} bytes long; at most 33 are possible`)
    const start = offset + 2
    const end = start + length!
    if (end > der.length) fail(`${name} claims ${length} bytes but only ${der.length - start} remain`)
    const content = der.subarray(start, end)
    const first = content[0]!
    if (first & 0x80) fail(`${name} is negative`)
    if (first === 0 && content.length > 1 && !((content[1] ?? 0) & 0x80)) {
      fail(`${name} has a superfluous leading zero byte`)
    }
    const value = bytesToBigInt(content)
    if (value === 0n) fail(`${name} is zero`)
    if (value >= CURVE_ORDER) fail(`${name} is not below the curve order n`)
    offset = end
    return value
  }
  const r = readInteger('r')
  const s = readInteger('s')
  if (offset !== der.length) fail(`${der.length - offset} extra byte(s) follow s inside the SEQUENCE`)
  return { r, s }
}
