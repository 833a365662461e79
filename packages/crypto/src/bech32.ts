import { InvalidArgumentError } from '@ledgernet/errors'

/** Classic Bech32 (BIP-173, accounts, validators, rri) or Bech32m (BIP-350, v0 addresses). */
export type Bech32Variant = 'bech32' | 'bech32m'

// Written here rather than taken from @scure/base: scure/base is one module whose codecs are
// built at load time, so importing its bech32 alone costs ~2.5 KB min+gzip in a browser bundle
// against ~0.6 KB for these lines (README, "Size"). Tests check both directions against
// @scure/base and the BIP-173/BIP-350 vectors.
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
/** BIP-173's length limit; every ledgernet address and rri fits. */
const MAX_LENGTH = 90
/** The value the checksum polymod must give: 1 for Bech32, BIP-350's constant for Bech32m. */
const CHECKSUM = { bech32: 1, bech32m: 0x2bc830a3 } as const

/** One step of BIP-173's checksum polymod: the checksum so far, extended by a 5-bit value. */
function polymodStep(checksum: number, value: number): number {
  const top = checksum >>> 25
  checksum = ((checksum & 0x1ffffff) << 5) ^ value
  if (top & 1) checksum ^= 0x3b6a57b2
  if (top & 2) checksum ^= 0x26508e6d
  if (top & 4) checksum ^= 0x1ea119fa
  if (top & 8) checksum ^= 0x3d4233dd
  if (top & 16) checksum ^= 0x2a1462b3
  return checksum
}

/**
 * BIP-173's checksum polymod of the prefix (the high bits of each character, 0, the low bits)
 * followed by `words`.
 */
function polymod(hrp: string, words: readonly number[]): number {
  let checksum = 1
  for (let index = 0; index < hrp.length; index++) checksum = polymodStep(checksum, hrp.charCodeAt(index) >> 5)
  checksum = polymodStep(checksum, 0)
  for (let index = 0; index < hrp.length; index++) checksum = polymodStep(checksum, hrp.charCodeAt(index) & 31)
  for (const word of words) checksum = polymodStep(checksum, word)
  return checksum
}

/**
 * Regroups bits: 8 → 5 (padded with zero bits) or 5 → 8 (`undefined` when the padding is 5 bits
 * or more, or not all zero, as BIP-173 requires).
 */
function regroup(values: ArrayLike<number>, from: number, to: number): number[] | undefined {
  let carry = 0
  let bits = 0
  const out: number[] = []
  for (let index = 0; index < values.length; index++) {
    carry = (carry << from) | (values[index] as number)
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((carry >> bits) & ((1 << to) - 1))
    }
    carry &= (1 << bits) - 1
  }
  if (to === 5) {
    if (bits > 0) out.push((carry << (to - bits)) & 31)
  } else if (bits >= from || carry !== 0) return undefined
  return out
}

/**
 * Encodes `bytes` (regrouped 8 → 5 bits, zero-padded) under `hrp`. The callers' prefixes and
 * payloads are this package's own, all within BIP-173's 90 characters.
 *
 * @example
 * encodeBech32('rdx', payload, 'bech32')
 */
export function encodeBech32(hrp: string, bytes: Uint8Array, variant: Bech32Variant): string {
  const words = regroup(bytes, 8, 5) as number[]
  const checksum = polymod(hrp, words.concat(0, 0, 0, 0, 0, 0)) ^ CHECKSUM[variant]
  let text = `${hrp}1`
  for (const word of words) text += CHARSET[word]
  for (let shift = 25; shift >= 0; shift -= 5) text += CHARSET[(checksum >>> shift) & 31]
  return text
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
export function decodeBech32(
  text: unknown,
  variant: Bech32Variant,
  field: string,
): { hrp: string; bytes: Uint8Array } {
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
  const hrp = lower.slice(0, separator)
  const data = lower.slice(separator + 1)
  if (data.length < 6) return fail('is too short')
  const words: number[] = []
  for (let index = 0; index < data.length; index++) {
    const word = CHARSET.indexOf(data.charAt(index))
    if (word < 0) return fail(`has "${data.charAt(index)}" at position ${separator + 2 + index}, not a Bech32 character`)
    words.push(word)
  }
  const checksum = polymod(hrp, words)
  if (checksum !== CHECKSUM[variant]) {
    const other = variant === 'bech32' ? 'bech32m' : 'bech32'
    return fail(checksum === CHECKSUM[other] ? `has a ${other} checksum; expected ${variant}` : 'has a bad checksum')
  }
  const bytes = regroup(words.slice(0, -6), 5, 8)
  if (!bytes) return fail('has non-zero padding bits')
  return { hrp, bytes: Uint8Array.from(bytes) }
}
