import { DEVELOPMENT_MNEMONIC, encodeAccountAddress } from '@ledgernet/crypto'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { describe, expect, it } from 'vitest'
import { loadSigningKey, parseSigningKey } from './loadSigningKey.js'

const MNEMONIC = DEVELOPMENT_MNEMONIC
const HEX = '5f0c1e1e9a4b7c3d2e1f00112233445566778899aabbccddeeff001122334455'

describe('parseSigningKey', () => {
  it('reads a mnemonic at an HD index, and hex with or without 0x', () => {
    const key = parseSigningKey(`  ${MNEMONIC}\n`, 'LEDGERNET_PRIVATE_KEY', 1)
    expect(key).toMatchObject({ kind: 'mnemonic', index: 1, path: "m/44'/1022'/0'/0/1" })
    expect(encodeAccountAddress(key.privateKey.publicKey, 'localnet')).toBe(developmentAccounts[1].address)
    expect(parseSigningKey(`0x${HEX.toUpperCase()}`, 'x').privateKey.publicKey.hex).toBe(
      parseSigningKey(HEX, 'x').privateKey.publicKey.hex,
    )
  })

  it('refuses other text, a bad checksum and --index with hex, never quoting the text', () => {
    for (const [text, index, message] of [
      ['hello', undefined, /must hold a private key \(64 hex characters\) or a BIP-39 mnemonic/],
      [MNEMONIC.replace('junk', 'test'), undefined, /Invalid key file k: /],
      [HEX, 2, /--index applies to a mnemonic/],
      ['f'.repeat(64), undefined, /not a valid secp256k1 private key/],
    ] as const) {
      let error: Error | undefined
      try {
        parseSigningKey(text, 'key file k', index)
      } catch (caught) {
        error = caught as Error
      }
      expect(error?.message).toMatch(message)
      expect(error?.message).not.toContain(text)
    }
  })

  it('says a wrong --index in the CLI’s words: its own usage error for a hex key, the option for a mnemonic', () => {
    expect(() => parseSigningKey(HEX, 'key file k', 2)).toThrow(
      expect.objectContaining({ code: 'INDEX_WITHOUT_MNEMONIC', name: 'CliError' }),
    )
    expect(() => parseSigningKey(MNEMONIC, 'key file k', -1)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', field: '--index' }),
    )
  })
})

describe('loadSigningKey', () => {
  it('takes LEDGERNET_PRIVATE_KEY when there is no key file, and remembers it as a secret', async () => {
    const secrets = new Set<string>()
    const key = await loadSigningKey({}, { LEDGERNET_PRIVATE_KEY: HEX }, secrets, () => {})
    expect(key.source).toBe('LEDGERNET_PRIVATE_KEY')
    expect([...secrets]).toEqual([HEX])
  })

  it('says when no key is configured', async () => {
    await expect(loadSigningKey({}, {}, new Set(), () => {})).rejects.toThrow('No signing key is configured.')
  })
})
