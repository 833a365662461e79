import { InvalidArgumentError } from '@ledgernet/errors'
import * as hexCodec from '#hexCodec'

// The codec is `#hexCodec`: @noble/secp256k1's (`etc`), which every bundle that signs or reads a
// key carries already (@noble/hashes' would add ~300 B min+gzip to the wallet budget), and Node's
// native one on Node. These wrappers check the input first so that a bad value gets an
// `InvalidArgumentError` naming the field and saying what is wrong, never echoing the value.

/**
 * Lower-case hex of `bytes`, without a `0x` prefix (the form every ledgernet interface uses).
 *
 * @example
 * bytesToHex(new Uint8Array([0xde, 0xad])) // 'dead'
 */
export function bytesToHex(bytes: Uint8Array): string {
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  return hexCodec.etc.bytesToHex(bytes)
}

/**
 * Bytes of a hex string. Strict: even length, only `[0-9a-fA-F]`, no `0x` prefix, no spaces.
 * The error names `field` and says what is wrong, never echoing the value (it may be a key).
 *
 * @example
 * hexToBytes('dead') // Uint8Array [0xde, 0xad]
 * hexToBytes('0xdead', 'payload') // throws InvalidArgumentError: Invalid payload: must not start with 0x
 */
export function hexToBytes(hex: string, field = 'hex'): Uint8Array {
  if (typeof hex !== 'string') throw new InvalidArgumentError(field, 'must be a hex string')
  if (/^0x/i.test(hex)) throw new InvalidArgumentError(field, 'must not start with 0x')
  const bad = hex.search(/[^0-9a-fA-F]/)
  if (bad >= 0) throw new InvalidArgumentError(field, `is not hex (character ${bad + 1})`)
  if (hex.length % 2 !== 0) throw new InvalidArgumentError(field, `has an odd number of hex digits (${hex.length})`)
  return hexCodec.etc.hexToBytes(hex)
}
