import { InvalidArgumentError } from '@ledgernet/errors'
import { bech32, bech32m } from '@scure/base'

/** Classic Bech32 (BIP-173, accounts, validators, rri) or Bech32m (BIP-350, v0 addresses). */
export type Bech32Variant = 'bech32' | 'bech32m'

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
/** BIP-173's length limit; every ledgernet address and rri fits. */
const MAX_LENGTH = 90
const codecs = { bech32, bech32m } as const
const names = { bech32: 'Bech32', bech32m: 'Bech32m' } as const

/**
 * Encodes `bytes` (regrouped 8 → 5 bits, zero-padded) under `hrp`.
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
  if (text.length > MAX_LENGTH) {
    return fail(`is ${text.length} characters long; ${names[variant]} allows at most ${MAX_LENGTH}`)
  }
  const lower = text.toLowerCase()
  if (text !== lower && text !== text.toUpperCase()) return fail('mixes upper- and lower-case letters')
  if (/\s/.test(text)) return fail('contains whitespace')
  const separator = lower.lastIndexOf('1')
  if (separator < 1) return fail(`has no prefix followed by the separator "1" (it is not ${names[variant]})`)
  const hrp = lower.slice(0, separator)
  const data = lower.slice(separator + 1)
  for (let index = 0; index < hrp.length; index++) {
    const code = hrp.charCodeAt(index)
    if (code < 33 || code > 126) return fail(`has a character outside printable ASCII in its prefix`)
  }
  if (data.length < 6) return fail('is too short to hold the 6-character checksum')
  for (let index = 0; index < data.length; index++) {
    const char = data.charAt(index)
    if (!CHARSET.includes(char)) {
      return fail(`has "${char}" at position ${separator + 2 + index}, which is not a ${names[variant]} character`)
    }
  }
  const decoded = codecs[variant].decodeUnsafe(lower, MAX_LENGTH)
  if (!decoded) {
    const other: Bech32Variant = variant === 'bech32' ? 'bech32m' : 'bech32'
    if (codecs[other].decodeUnsafe(lower, MAX_LENGTH)) {
      return fail(
        variant === 'bech32'
          ? 'is Bech32m-encoded (a v0 address format); expected classic Bech32'
          : 'is classic Bech32-encoded; v0 addresses use Bech32m',
      )
    }
    return fail('has a bad checksum (a character is mistyped, missing or swapped)')
  }
  const bytes = codecs[variant].fromWordsUnsafe(decoded.words)
  if (!bytes) return fail('has non-zero padding bits at the end of its data')
  return { hrp, bytes }
}
