import { InvalidArgumentError } from '@ledgernet/errors'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as remembering from '../platform/bech32.node.js'
import { type Bech32Variant, decodeBech32, encodeBech32 } from './bech32.js'

/** Why `text` is refused, or `undefined` when it decodes. */
function refusal(text: string, variant: Bech32Variant): string | undefined {
  try {
    decodeBech32(text, variant, 'address')
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect((error as InvalidArgumentError).field).toBe('address')
    return (error as InvalidArgumentError).problem
  }
}

// The test vectors of BIP-173 (Bech32) and BIP-350 (Bech32m). Some valid strings carry data
// that is not whole bytes (non-zero padding): the checksum accepts them, the byte decoder then
// refuses the padding, which is still a pass of the checksum.
const valid: Record<Bech32Variant, string[]> = {
  bech32: [
    'A12UEL5L',
    'a12uel5l',
    'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
    'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
    `11${'q'.repeat(82)}c8247j`,
    'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
    '?1ezyfcl',
  ],
  bech32m: [
    'A1LQFN3A',
    'a1lqfn3a',
    'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
    'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
    `11${'l'.repeat(83)}udsr8`,
    'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
    '?1v759aa',
  ],
}

const invalid: Record<Bech32Variant, string[]> = {
  bech32: [
    '\x201nwldj5',
    '\x7f1axkwrx',
    '\x801eym55h',
    'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
    'pzry9x0s0muk',
    '1pzry9x0s0muk',
    'x1b4n0q5v',
    'li1dgmt3',
    'de1lg7wt\xff',
    'A1G7SGD8',
    '10a06t8',
    '1qzzfhee',
  ],
  bech32m: [
    '\x201xj0phk',
    '\x7f1g6xzxy',
    '\x801vctc34',
    'an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4',
    'qyrz8wqd2c9m',
    '1qyrz8wqd2c9m',
    'y1b0jsk6g',
    'lt1igcx5c0',
    'in1muywd',
    'mm1crxm3i',
    'au1s5cgom',
    'M1VUXWEZ',
    '16plkw9',
    '1p2gdwpf',
  ],
}

describe.each(['bech32', 'bech32m'] as const)('%s', (variant) => {
  const other = variant === 'bech32' ? 'bech32m' : 'bech32'

  it.each(valid[variant])('accepts the BIP vector %s', (text) => {
    const reason = refusal(text, variant)
    if (reason === undefined) {
      const { hrp, bytes } = decodeBech32(text, variant, 'address')
      expect(encodeBech32(hrp, bytes, variant)).toBe(text.toLowerCase())
    } else {
      expect(reason).toBe('has non-zero padding bits')
    }
  })

  it.each(invalid[variant])('refuses the BIP vector %j', (text) => {
    expect(refusal(text, variant)).toBeDefined()
  })

  it('refuses the other variant’s checksum, saying so', () => {
    const text = encodeBech32('abc', Uint8Array.of(4, 1, 2, 3), other)
    expect(refusal(text, variant)).toBe(`has the unknown prefix "abc" with a ${other} checksum; expected ${variant}`)
  })

  const prefixes = fc.stringMatching(/^[a-z0-9_]{1,20}$/)
  const payloads = fc.uint8Array({ minLength: 0, maxLength: 40 })

  it('round-trips random prefixes and bytes, upper case included', () => {
    fc.assert(
      fc.property(prefixes, payloads, (hrp, bytes) => {
        const text = encodeBech32(hrp, bytes, variant)
        expect(decodeBech32(text, variant, 'address')).toEqual({ hrp, bytes })
        expect(decodeBech32(text.toUpperCase(), variant, 'address')).toEqual({ hrp, bytes })
      }),
      { numRuns: 500 },
    )
  })

  it('detects every single-character substitution', () => {
    fc.assert(
      fc.property(prefixes, payloads, fc.nat(), fc.nat(31), (hrp, bytes, at, replacement) => {
        const text = encodeBech32(hrp, bytes, variant)
        const index = hrp.length + 1 + (at % (text.length - hrp.length - 1))
        const changed =
          text.slice(0, index) + 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.charAt(replacement) + text.slice(index + 1)
        if (changed !== text) expect(refusal(changed, variant)).toBeDefined()
      }),
      { numRuns: 500 },
    )
  })
})

describe('decodeBech32 reasons', () => {
  it.each([
    [42, 'must be a string'],
    ['', 'is empty'],
    [`a1${'q'.repeat(89)}`, 'is longer than 90 characters'],
    ['Rdx1qqqqqq', 'mixes upper and lower case'],
    ['rdx 1qqqqqq', 'has a space or a character that is not printable ASCII'],
    ['rdxqqqqqqqq', 'has no "1" after a prefix'],
    ['\x7f1qqqqqq', 'has a space or a character that is not printable ASCII'],
    ['rdx1qqqqqq\u00e9', 'has a space or a character that is not printable ASCII'],
    ['rdx1qqqqq', 'is too short'],
    ['rdx1qqqqqqb', 'has "b" at position 11, not a Bech32 character'],
    ['rdx1qqqqqqqq', 'has a bad checksum'],
  ])('refuses %j: %s', (text, reason) => {
    expect(refusal(text as string, 'bech32')).toBe(reason)
  })
})

describe('decodeBech32 and the other kind of address', () => {
  const bytes = Uint8Array.of(3, ...new Uint8Array(26))

  it('names a v0 address given where a classic one belongs', () => {
    expect(refusal(encodeBech32('account_sim', bytes, 'bech32m'), 'bech32')).toBe(
      'is a localnet v0 account address ("account_sim") with a bech32m checksum; expected bech32',
    )
  })

  it('names a classic address given where a v0 one belongs', () => {
    expect(refusal(encodeBech32('ddx', bytes, 'bech32'), 'bech32m')).toBe(
      'is a localnet account address ("ddx") with a bech32 checksum; expected bech32m',
    )
  })
})

describe('#bech32 on Node: the codec that remembers', () => {
  it('answers as the plain codec, for any prefix and bytes, twice', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_]{1,20}$/), fc.uint8Array({ maxLength: 40 }), (hrp, bytes) => {
        for (const variant of ['bech32', 'bech32m'] as const) {
          const text = encodeBech32(hrp, bytes, variant)
          expect(remembering.encodeBech32(hrp, bytes, variant)).toBe(text)
          expect(remembering.encodeBech32(hrp, bytes, variant)).toBe(text)
          expect(remembering.decodeBech32(text, variant, 'address')).toEqual(decodeBech32(text, variant, 'address'))
          expect(remembering.decodeBech32(text, variant, 'address')).toEqual({ hrp, bytes })
        }
      }),
      { numRuns: 200 },
    )
  })

  it('remembers by content: a decoded copy changed, or bytes changed after encoding, change nothing', () => {
    const bytes = Uint8Array.of(4, 1, 2, 3)
    const text = remembering.encodeBech32('abc', bytes, 'bech32')
    remembering.decodeBech32(text, 'bech32', 'address').bytes[0] = 9
    expect(remembering.decodeBech32(text, 'bech32', 'address').bytes).toEqual(Uint8Array.of(4, 1, 2, 3))
    bytes[0] = 5
    const changed = remembering.encodeBech32('abc', bytes, 'bech32')
    expect(changed).not.toBe(text)
    expect(remembering.decodeBech32(changed, 'bech32', 'address').bytes).toEqual(bytes)
  })

  it('refuses again, for the same reason, what it refused (a refusal is not remembered)', () => {
    const text = remembering.encodeBech32('abc', Uint8Array.of(4, 1, 2, 3), 'bech32')
    const bad = text.slice(0, -1) + (text.endsWith('q') ? 'p' : 'q')
    for (let round = 0; round < 2; round++)
      expect(() => remembering.decodeBech32(bad, 'bech32', 'address')).toThrow('has a bad checksum')
    expect(() => remembering.decodeBech32(42, 'bech32', 'address')).toThrow('must be a string')
  })
})
