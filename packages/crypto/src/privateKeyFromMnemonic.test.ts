import { HDKey } from '@scure/bip32'
import { describe, expect, it } from 'vitest'
import { encodeAccountAddress } from './accountAddress.js'
import { bytesToHex } from './hex.js'
import { hdPath } from './hdPath.js'
import { mnemonicToSeed } from './mnemonic.js'
import { privateKeyFromMnemonic, privateKeyFromSeed } from './privateKeyFromMnemonic.js'
import { v0AccountAddress } from './v0Address.js'

const DEV = 'test test test test test test test test test test test junk'

/** Recorded in docs/architecture.md "Development accounts"; other packages fund and use them. */
const DEVELOPMENT_ACCOUNTS = [
  {
    publicKey: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d',
    account: 'ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md',
    v0Account: 'account_sim1qvyzprkf98ap6yr3ctdw42dnv9s8j68rzxnkz9cqftnsppphfx',
  },
  {
    publicKey: '023876943e4492aa0d5db20217bc3670818ca8e2949c1a8139e2df3a8c66a46263',
    account: 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6',
    v0Account: 'account_sim1qd295jru2cq57pyl74qtxg3yfeyg8qfulpv3zvung2ys7an0en',
  },
]

describe('HD keys', () => {
  it('hdPath is the network’s BIP-44 path', () => {
    expect(hdPath(0)).toBe("m/44'/1022'/0'/0/0")
    expect(hdPath(2 ** 31 - 1)).toBe("m/44'/1022'/0'/0/2147483647")
    expect(() => hdPath(-1)).toThrow('Invalid index: must be an integer from 0 to 2^31 − 1.')
    expect(() => hdPath(1.5)).toThrow('must be an integer')
    expect(() => hdPath(2 ** 31)).toThrow('must be an integer')
  })

  it('derive the development accounts recorded in docs/architecture.md', () => {
    DEVELOPMENT_ACCOUNTS.forEach((expected, index) => {
      const key = privateKeyFromMnemonic(DEV, { index })
      expect(key.publicKey.hex).toBe(expected.publicKey)
      expect(encodeAccountAddress(key.publicKey, 'localnet')).toBe(expected.account)
      expect(v0AccountAddress(key.publicKey, 'localnet')).toBe(expected.v0Account)
    })
  })

  it('derive on m/44\'/1022\'/0\'/0/{index} with BIP-32 (cross-checked with HDKey directly)', () => {
    const seed = mnemonicToSeed(DEV)
    for (const index of [0, 1, 7]) {
      const direct = HDKey.fromMasterSeed(seed).derive(`m/44'/1022'/0'/0/${index}`)
      expect(privateKeyFromSeed(seed, { index }).publicKey.hex).toBe(bytesToHex(direct.publicKey!))
    }
    expect(privateKeyFromMnemonic(DEV).publicKey.hex).toBe(DEVELOPMENT_ACCOUNTS[0]!.publicKey)
    expect(privateKeyFromMnemonic(DEV, { passphrase: 'x' }).publicKey.hex).not.toBe(DEVELOPMENT_ACCOUNTS[0]!.publicKey)
  })

  it('refuses a bad seed or index before doing work', () => {
    expect(() => privateKeyFromSeed(new Uint8Array(8))).toThrow('Invalid seed: must be 16 to 64 bytes')
    expect(() => privateKeyFromMnemonic(DEV, { index: -1 })).toThrow('Invalid index')
    expect(() => privateKeyFromMnemonic('not a mnemonic')).toThrow('Invalid mnemonic: has 3 words')
  })
})
