import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redactSecrets.js'

const key = '3a7f0c1e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a'
const mnemonic = 'test test test test test test test test test test test junk'
const words = 'abandon ability able about above absent absorb abstract absurd abuse access accident'

describe('redactSecrets cuts every whole secret', () => {
  it('cuts a password wherever it stands whole, and every time', () => {
    expect(redactSecrets('a s3cret and s3cret, (s3cret) k3y1 ab', new Set(['s3cret', 'k3y1', 'ab']))).toBe(
      'a [redacted] and [redacted], ([redacted]) [redacted] ab',
    )
    expect(redactSecrets('s3cret', new Set(['s3cret']))).toBe('[redacted]')
  })

  it('cuts a password written as in a URL (percent-encoded), or with punctuation at its ends', () => {
    expect(redactSecrets('GET http://admin:p%40ss%20w0rd@127.0.0.1/api', new Set(['p@ss w0rd']))).toBe(
      'GET http://admin:[redacted]@127.0.0.1/api',
    )
    expect(redactSecrets('user admin:-pw!x', new Set(['-pw!x']))).toBe('user admin:[redacted]')
  })

  it('cuts a hex key in either case, with 0x, and any run of 8 or more of its digits', () => {
    const secrets = new Set([key])
    expect(redactSecrets(`key ${key.toUpperCase()} and 0x${key}`, secrets)).toBe('key [redacted] and 0x[redacted]')
    expect(redactSecrets(`starts ${key.slice(0, 16)}… ends …${key.slice(-8)}`, secrets)).toBe(
      'starts [redacted]… ends …[redacted]',
    )
    expect(redactSecrets(`glued ff${key}ff`, secrets)).toBe('glued ff[redacted]ff')
  })

  it('cuts a mnemonic across any whitespace and in any case, and runs of 3 or more of its words', () => {
    const secrets = new Set([words])
    expect(redactSecrets(`phrase ${words.replace(/ /g, '\n  ')}.`, secrets)).toBe('phrase [redacted].')
    expect(redactSecrets(`words ${words.split(' ').slice(4, 9).join(' ').toUpperCase()} here`, secrets)).toBe(
      'words [redacted] here',
    )
    expect(redactSecrets(`a ${mnemonic}`, new Set([mnemonic]))).toBe('a [redacted]')
  })
})

describe('redactSecrets leaves unrelated text alone', () => {
  it('does not cut a password out of a longer word that merely contains it', () => {
    expect(
      redactSecrets(
        'refused the admin credentials (HTTP 401): wrong user or password.',
        new Set(['pass', 'user1', 'dmin']),
      ),
    ).toBe('refused the admin credentials (HTTP 401): wrong user or password.')
    expect(redactSecrets('wrongly typed', new Set(['wrong']))).toBe('wrongly typed')
  })

  it('does not cut hex that is not part of the key, nor two common words of a mnemonic', () => {
    const id = 'f'.repeat(64)
    expect(redactSecrets(`tx ${id} epoch 1a2f033a`, new Set([key]))).toBe(`tx ${id} epoch 1a2f033a`)
    expect(redactSecrets('ran the test test suite', new Set([mnemonic]))).toBe('ran the test test suite')
  })

  it('does not look for secrets shorter than 4 characters, which would cut ordinary words', () => {
    expect(redactSecrets('a bad request', new Set(['a', 'bad']))).toBe('a bad request')
  })
})
