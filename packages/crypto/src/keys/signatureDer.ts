import { InvalidArgumentError } from '@ledgernet/errors'
import { bytesToBigInt } from '../bytes/bytes.js'
import { bytesToHex, hexToBytes } from '../bytes/hex.js'
import { isScalar } from './secp256k1.js'

/** The length byte of DER content given in hex (every length here is below 128: one byte). */
const lengthHex = (hex: string) => bytesToHex(Uint8Array.of(hex.length / 2))

/** `INTEGER value` in hex: the minimal big-endian bytes, with a 0x00 first when the top bit is set. */
function integerHex(value: bigint): string {
  let hex = value.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  if (hex[0]! > '7') hex = `00${hex}`
  return `02${lengthHex(hex)}${hex}`
}

/**
 * DER encoding `SEQUENCE { INTEGER r, INTEGER s }` of an ECDSA signature, the only encoding
 * DER allows for these values. `r` and `s` must be in 1..n-1 (the caller checks).
 *
 * @example
 * encodeSignatureDer(1n, 2n) // 30 06 02 01 01 02 01 02
 */
export function encodeSignatureDer(r: bigint, s: bigint): Uint8Array {
  const content = integerHex(r) + integerHex(s)
  return hexToBytes(`30${lengthHex(content)}${content}`)
}

/**
 * Reads `(r, s)` from a DER signature (bytes or hex) and refuses every encoding but the one canonical form:
 * a wrong tag, a long-form or wrong length, a negative or zero-padded integer, r or s outside
 * 1..n-1, bytes after the integers or after the sequence. Accepting only one encoding per
 * signature keeps transaction ids and signed blobs unique (no malleability through BER).
 *
 * @example
 * const { r, s } = decodeSignatureDer('3006020101020102') // or its bytes
 */
export function decodeSignatureDer(signature: Uint8Array | string, field = 'signature'): { r: bigint; s: bigint } {
  const fail = (reason: string): never => {
    throw new InvalidArgumentError(field, `is not a strict DER signature: ${reason}`)
  }
  const der = typeof signature === 'string' ? hexToBytes(signature, field) : signature
  if (!(der instanceof Uint8Array)) return fail('expected bytes or hex')
  // Read the two integers where the canonical layout puts them, then demand that layout byte for
  // byte: DER has exactly one encoding per (r, s), so comparing with it refuses every other form
  // (long-form or wrong lengths, wrong tags, negative or zero-padded integers, trailing bytes).
  // A signature is 8 to 72 bytes; the layout check refuses every other length too.
  const notCanonical = () => fail('is not in canonical form (tags, lengths, zero padding or extra bytes)')
  const rEnd = 4 + (der[3] ?? 0)
  const sEnd = rEnd + 2 + (der[rEnd + 1] ?? 0)
  if (sEnd !== der.length) notCanonical()
  const r = bytesToBigInt(der.subarray(4, rEnd))
  const s = bytesToBigInt(der.subarray(rEnd + 2, sEnd))
  if (!isScalar(r)) fail('r is not in 1..n-1')
  if (!isScalar(s)) fail('s is not in 1..n-1')
  if (encodeSignatureDer(r, s).some((byte, index) => byte !== der[index])) notCanonical()
  return { r, s }
}
