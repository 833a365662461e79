import { InvalidArgumentError } from '@ledgernet/errors'
import { bech32, bech32m } from '@scure/base'
import { describePrefix } from './describePrefix.js'

/** Classic Bech32 (BIP-173, accounts, validators, rri) or Bech32m (BIP-350, v0 addresses). */
export type Bech32Variant = 'bech32' | 'bech32m'

// The codec, checksum included, is @scure/base's. What is written here only finds the reason a
// string is refused (scure's errors do not say which character or which checksum), checking the
// text before scure decodes it.
const codecs = { bech32, bech32m } as const
/** BIP-173's length limit; every ledgernet address and rri fits. */
const MAX_LENGTH = 90

/**
 * Encodes `bytes` (regrouped 8 → 5 bits, zero-padded) under `hrp`. The callers' prefixes and
 * payloads are this package's own, all within BIP-173's 90 characters.
 *
 * @example
 * encodeBech32('rdx', payload, 'bech32')
 */
export function encodeBech32(hrp: string, bytes: Uint8Array, variant: Bech32Variant): string {
  const codec = codecs[variant]
  return codec.encode(hrp, codec.toWords(bytes), MAX_LENGTH)
}

/**
 * Decodes a Bech32 or Bech32m string and says exactly what is wrong when it cannot: not a
 * string, too long, mixed case, no separator, a character outside the alphabet, the other
 * variant's checksum, a bad checksum, non-zero padding. Upper-case input is accepted (BIP-173)
 * and returned lower-cased.
 *
 * @example
 * const { hrp, bytes } = decodeBech32(address, 'bech32', 'address')
 */
export function decodeBech32(text: unknown, variant: Bech32Variant, field: string): { hrp: string; bytes: Uint8Array } {
  const fail = (reason: string): never => {
    throw new InvalidArgumentError(field, reason)
  }
  if (typeof text !== 'string') return fail('must be a string')
  if (text.length === 0) return fail('is empty')
  if (text.length > MAX_LENGTH) return fail(`is longer than ${MAX_LENGTH} characters`)
  const lower = text.toLowerCase()
  if (text !== lower && text !== text.toUpperCase()) return fail('mixes upper and lower case')
  // BIP-173 allows ASCII 33 to 126 only; whitespace is the usual culprit (a pasted address).
  if (/[^!-~]/.test(text)) return fail('has a space or a character that is not printable ASCII')
  const separator = lower.lastIndexOf('1')
  if (separator < 1) return fail('has no "1" after a prefix')
  const data = lower.slice(separator + 1)
  if (data.length < 6) return fail('is too short')
  // The first character outside the Bech32 alphabet (the text is printable ASCII: one unit each).
  const unknown = data.search(/[^qpzry9x8gf2tvdw0s3jn54khce6mua7l]/)
  if (unknown >= 0) {
    return fail(`has "${data.charAt(unknown)}" at position ${separator + 2 + unknown}, not a Bech32 character`)
  }
  const other = variant === 'bech32' ? 'bech32m' : 'bech32'
  const decoded = codecs[variant].decodeUnsafe(lower, MAX_LENGTH)
  if (!decoded) {
    const found = codecs[other].decodeUnsafe(lower, MAX_LENGTH)
    if (!found) return fail('has a bad checksum')
    // What the prefix is says more than the checksum: a v0 address where a classic one belongs (or
    // the reverse) is the usual mix-up, the same key having an address on each interface.
    return fail(`${describePrefix(found.prefix)} with a ${other} checksum; expected ${variant}`)
  }
  const bytes = codecs[variant].fromWordsUnsafe(decoded.words)
  if (!bytes) return fail('has non-zero padding bits')
  return { hrp: decoded.prefix, bytes }
}
