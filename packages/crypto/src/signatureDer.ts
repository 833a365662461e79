import { InvalidArgumentError } from '@ledgernet/errors'
import { bigIntTo32Bytes, bytesToBigInt } from './bytes.js'
import { CURVE_ORDER } from './secp256k1.js'

const SEQUENCE = 0x30
const INTEGER = 0x02

/** The minimal DER INTEGER content of a positive value: no extra zeros, a 0x00 when the top bit is set. */
function integerContent(value: bigint): Uint8Array {
  const full = bigIntTo32Bytes(value)
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
  if (!(der instanceof Uint8Array)) return fail('expected bytes or hex')
  // Read the two integers where the canonical layout puts them, then demand that layout byte for
  // byte: DER has exactly one encoding per (r, s), so comparing with it refuses every other form
  // (long-form or wrong lengths, wrong tags, negative or zero-padded integers, trailing bytes).
  // A signature is 8 to 72 bytes; the layout check refuses every other length too.
  const notCanonical = () => fail('is not in canonical form (tags, lengths, zero padding or extra bytes)')
  const rEnd = 4 + (der[3] ?? 0)
  const sEnd = rEnd + 2 + (der[rEnd + 1] ?? 0)
  if (sEnd !== der.length) notCanonical()
  const values = [der.subarray(4, rEnd), der.subarray(rEnd + 2, sEnd)].map(bytesToBigInt)
  values.forEach((value, index) => {
    const name = index ? 's' : 'r'
    if (value === 0n) fail(`${name} is zero`)
    if (value >= CURVE_ORDER) fail(`${name} is not below the curve order n`)
  })
  const [r, s] = values as [bigint, bigint]
  const canonical = encodeSignatureDer(r, s)
  if (canonical.some((byte, index) => byte !== der[index])) notCanonical()
  return { r, s }
}
