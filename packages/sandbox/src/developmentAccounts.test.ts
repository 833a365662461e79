import { readFileSync } from 'node:fs'
import { encodeAccountAddress, PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain JavaScript script (the generator `pnpm generate` runs)
import { developmentKeysModule } from '../scripts/developmentKeys.mjs'
import { developmentKeys } from './developmentAccounts.js'

describe('developmentKeys', () => {
  it('derives the documented development accounts, with private keys that match', () => {
    const [first, second] = developmentKeys(2)
    expect(first!.publicKeyHex).toBe('03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d')
    expect(encodeAccountAddress(second!.publicKeyHex, 'localnet')).toBe(
      'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6',
    )
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
