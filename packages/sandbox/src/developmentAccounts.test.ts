import { encodeAccountAddress, PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { developmentKeys } from './developmentAccounts.js'

describe('developmentKeys', () => {
  it('derives the documented development accounts, with private keys that match', () => {
    const [first, second] = developmentKeys(2)
    expect(first!.publicKeyHex).toBe('03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d')
    expect(encodeAccountAddress(second!.publicKeyHex, 'localnet')).toBe('ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6')
    for (const key of developmentKeys(10)) expect(PrivateKey.fromHex(key.privateKeyHex).publicKey.hex).toBe(key.publicKeyHex)
    expect(developmentKeys(3).map((key) => key.index)).toEqual([0, 1, 2])
  })

  it('refuses a count that is not a small non-negative integer', () => {
    expect(() => developmentKeys(-1)).toThrow(/accounts/)
    expect(() => developmentKeys(1.5)).toThrow(/accounts/)
  })
})
