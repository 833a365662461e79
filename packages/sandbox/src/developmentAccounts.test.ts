import { readFileSync } from 'node:fs'
import { encodeAccountAddress, PrivateKey } from '@ledgernet/crypto'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain JavaScript script (the generator `pnpm generate` runs)
import { developmentKeysModule } from '../scripts/developmentKeys.mjs'
import { developmentKeys } from './developmentAccounts.js'

describe('developmentKeys', () => {
  it('derives the documented development accounts, with private keys that match', () => {
    developmentKeys(2).forEach((key, index) => {
      const expected = developmentAccounts[index]!
      expect([key.privateKeyHex, key.publicKeyHex]).toEqual([expected.privateKeyHex, expected.publicKeyHex])
      expect(encodeAccountAddress(key.publicKeyHex, 'localnet')).toBe(expected.address)
    })
    for (const key of developmentKeys(10))
      expect(PrivateKey.fromHex(key.privateKeyHex).publicKey.hex).toBe(key.publicKeyHex)
    expect(developmentKeys(3).map((key) => key.index)).toEqual([0, 1, 2])
  })

  it('reads the generated table, which is what the derivation gives (the committed file is up to date)', () => {
    const committed = readFileSync(new URL('./generated/developmentKeys.gen.ts', import.meta.url), 'utf8')
    expect(committed).toBe(developmentKeysModule())
  })

  it('derives the keys beyond the table with the same path', () => {
    const keys = developmentKeys(102)
    expect(keys[100]!.index).toBe(100)
    for (const key of keys.slice(98)) expect(PrivateKey.fromHex(key.privateKeyHex).publicKey.hex).toBe(key.publicKeyHex)
    expect(new Set(keys.map((key) => key.publicKeyHex)).size).toBe(102)
  })

  it('refuses a count that is not a small non-negative integer', () => {
    expect(() => developmentKeys(-1)).toThrow(/accounts/)
    expect(() => developmentKeys(1.5)).toThrow(/accounts/)
  })
})
