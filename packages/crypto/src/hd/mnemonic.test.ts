import { HDKey } from '@scure/bip32'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../bytes/hex.js'
import { reason } from '../testing/reason.js'
import { DEVELOPMENT_MNEMONIC } from './developmentMnemonic.js'
import { generateMnemonic, mnemonicToSeed, validateMnemonic } from './mnemonic.js'

describe('mnemonics', () => {
  it('generate valid English mnemonics of 24 words, or as many as asked', () => {
    const mnemonic = generateMnemonic()
    expect(mnemonic.split(' ')).toHaveLength(24)
    expect(validateMnemonic(mnemonic)).toBe(true)
    expect(generateMnemonic({ words: 12 }).split(' ')).toHaveLength(12)
    expect(generateMnemonic()).not.toBe(mnemonic)
    expect(() => generateMnemonic({ words: 13 as never })).toThrow('must be 12, 15, 18, 21 or 24')
  })

  it('validate word count, words and checksum, ignoring extra whitespace', () => {
    expect(validateMnemonic(DEVELOPMENT_MNEMONIC)).toBe(true)
    expect(validateMnemonic(`  ${DEVELOPMENT_MNEMONIC.replaceAll(' ', '   ')}\n`)).toBe(true)
    expect(validateMnemonic(DEVELOPMENT_MNEMONIC.replace('junk', 'test'))).toBe(false)
    expect(validateMnemonic(DEVELOPMENT_MNEMONIC.toUpperCase())).toBe(false)
    expect(validateMnemonic(42 as never)).toBe(false)
  })

  it('give the BIP-39 seed (the well-known development mnemonic’s Ethereum key checks it)', () => {
    const seed = mnemonicToSeed(DEVELOPMENT_MNEMONIC)
    expect(seed.length).toBe(64)
    // Every Ethereum toolchain derives this key from the same mnemonic on m/44'/60'/0'/0/0.
    const ethereum = HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'/0/0")
    expect(bytesToHex(ethereum.privateKey!)).toBe('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    expect(mnemonicToSeed(DEVELOPMENT_MNEMONIC, 'passphrase')).not.toEqual(seed)
  })

  it('say what is wrong without quoting a word', () => {
    const cases: Array<[string, string]> = [
      ['test test test', 'has 3 words; a BIP-39 mnemonic has 12, 15, 18, 21 or 24'],
      ['', 'has 0 words; a BIP-39 mnemonic has 12, 15, 18, 21 or 24'],
      [DEVELOPMENT_MNEMONIC.replace('junk', 'zzzqx'), 'word 12 is not in the BIP-39 English word list'],
      [DEVELOPMENT_MNEMONIC.replace('junk', 'test'), 'has a bad checksum (a word is wrong, or two words are swapped)'],
    ]
    for (const [mnemonic, expected] of cases) {
      const text = reason(() => mnemonicToSeed(mnemonic))
      expect(text).toBe(expected)
      expect(text).not.toMatch(/test|junk|zzzqx/)
    }
    expect(reason(() => mnemonicToSeed(DEVELOPMENT_MNEMONIC, 5 as never))).toBe('must be a string')
  })
})
