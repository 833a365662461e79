import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { describe, expect, it } from 'vitest'
import { encodeAccountAddress } from '../addresses/accountAddress.js'
import { DEVELOPMENT_MNEMONIC } from '../hd/developmentMnemonic.js'
import { privateKeyFromMnemonic } from '../hd/privateKeyFromMnemonic.js'
import { invalidArgument } from '../testing/reason.js'
import { PrivateKey } from './PrivateKey.js'
import { parsePrivateKeyText } from './parsePrivateKeyText.js'

const mnemonic = DEVELOPMENT_MNEMONIC
const hex = '5f0c1e1e9a4b7c3d2e1f00112233445566778899aabbccddeeff001122334455'

describe('parsePrivateKeyText', () => {
  it('reads 64 hex characters, with or without 0x, in either case, with surrounding whitespace', () => {
    const expected = PrivateKey.fromHex(hex).publicKey.hex
    for (const text of [hex, `0x${hex}`, `0X${hex.toUpperCase()}`, `  ${hex}\n`]) {
      const parsed = parsePrivateKeyText(text)
      expect(parsed.kind).toBe('hex')
      expect(parsed.privateKey.publicKey.hex).toBe(expected)
      expect(parsed.index).toBeUndefined()
    }
    expect(parsePrivateKeyText(hex, { index: 0 }).kind).toBe('hex')
  })

  it('reads a mnemonic at account 0 or the given index, in either case and with any whitespace between words', () => {
    expect(parsePrivateKeyText(mnemonic)).toMatchObject({ kind: 'mnemonic', index: 0, path: "m/44'/1022'/0'/0/0" })
    expect(parsePrivateKeyText(mnemonic).privateKey.publicKey.hex).toBe(
      privateKeyFromMnemonic(mnemonic, { index: 0 }).publicKey.hex,
    )
    const second = parsePrivateKeyText(`  ${mnemonic.toUpperCase().replaceAll(' ', ' \t\n ')}\n`, { index: 1 })
    expect(second).toMatchObject({ kind: 'mnemonic', index: 1, path: "m/44'/1022'/0'/0/1" })
    expect(encodeAccountAddress(second.privateKey.publicKey, 'localnet')).toBe(developmentAccounts[1].address)
  })

  it('says what is wrong, naming the field and never quoting the text', () => {
    const cases = [
      [
        'hello',
        'LEDGERNET_PRIVATE_KEY',
        'must hold a private key (64 hex characters) or a BIP-39 mnemonic (12 to 24 words)',
      ],
      [
        'not a key at all',
        'LEDGERNET_PRIVATE_KEY',
        'must hold a private key (64 hex characters) or a BIP-39 mnemonic (12 to 24 words)',
      ],
      ['00'.repeat(32), 'key file k', 'holds 64 hex characters that are not a valid secp256k1 private key'],
      ['f'.repeat(64), 'key file k', 'holds 64 hex characters that are not a valid secp256k1 private key'],
      [
        mnemonic.replace('junk', 'test'),
        'key file k',
        'has a bad checksum (a word is wrong, or two words are swapped)',
      ],
      [mnemonic.replace('junk', 'jnuk'), 'key file k', 'word 12 is not in the BIP-39 English word list'],
      [`${mnemonic} test`, 'key file k', 'has 13 words; a BIP-39 mnemonic has 12, 15, 18, 21 or 24'],
    ] as const
    for (const [text, field, problem] of cases) {
      const error = invalidArgument(() => parsePrivateKeyText(text, { field }))
      expect({ field: error.field, problem: error.problem }).toEqual({ field, problem })
      expect(error.message).not.toContain(text)
    }
    expect(invalidArgument(() => parsePrivateKeyText(42 as never)).field).toBe('privateKey')
  })

  it('refuses an index for a hex key, and an index no path has', () => {
    const error = invalidArgument(() => parsePrivateKeyText(hex, { field: 'key file k', index: 2 }))
    expect({ field: error.field, problem: error.problem }).toEqual({
      field: 'index',
      problem: 'applies to a mnemonic, and key file k holds a hex private key',
    })
    expect(error.message).not.toContain(hex)
    expect(invalidArgument(() => parsePrivateKeyText(mnemonic, { index: -1 })).field).toBe('index')
  })
})
