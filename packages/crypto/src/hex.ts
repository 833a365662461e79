import { InvalidArgumentError } from '@ledgernet/errors'

const HEX = /^[0-9a-fA-F]*$/
/** The two hex digits of every byte value, so that writing hex is one lookup per byte. */
const BYTE_HEX = /* @__PURE__ */ Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/**
 * Lower-case hex of `bytes`, without a `0x` prefix (the form every ledgernet interface uses).
 *
 * @example
 * bytesToHex(new Uint8Array([0xde, 0xad])) // 'dead'
 */
export function bytesToHex(bytes: Uint8Array): string {
  if (!(bytes instanceof Uint8Array)) {
    throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  }
  let hex = ''
  for (let index = 0; index < bytes.length; index++) hex += BYTE_HEX[bytes[index] as number]
  return hex
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
  if (hex.startsWith('0x') || hex.startsWith('0X')) {
    throw new InvalidArgumentError(field, 'must not start with 0x')
  }
  if (!HEX.test(hex)) {
    throw new InvalidArgumentError(field, `is not hex (character ${hex.search(/[^0-9a-fA-F]/) + 1})`)
  }
  if (hex.length % 2 !== 0) {
    throw new InvalidArgumentError(field, `has an odd number of hex digits (${hex.length})`)
  }
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) bytes[index] = (nibble(hex, 2 * index) << 4) | nibble(hex, 2 * index + 1)
  return bytes
}

/** The value of the (already checked) hex digit at `index`: 0-9, then a-f or A-F. */
function nibble(hex: string, index: number): number {
  const code = hex.charCodeAt(index)
  return code < 58 ? code - 48 : (code | 32) - 87
}
