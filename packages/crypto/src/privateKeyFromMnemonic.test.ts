import { HDKey } from '@scure/bip32'
import { describe, expect, it } from 'vitest'
import { encodeAccountAddress } from './accountAddress.js'
import { bytesToHex } from './hex.js'
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
  it('derive the development accounts recorded in docs/architecture.md', () => {
    DEVELOPMENT_ACCOUNTS.forEach((expected, index) => {
      const key = privateKeyFromMnemonic(DEV, { index })
      expect(key.publicKey.hex).toBe(expected.publicKey)
      expect(encodeAccountAddress(key.publicKey, 'localnet')).toBe(expected.account)
      expect(v0AccountAddress(key.publicKey, 'localnet')).toBe(expected.v0Account)
    })
  })

  it("derive on m/44'/1022'/0'/0/{index} with BIP-32 (cross-checked with HDKey directly)", () => {
    const seed = mnemonicToSeed(DEV)
    for (const index of [0, 1, 7]) {
      const direct = HDKey.fromMasterSeed(seed).derive(`m/44'/1022'/0'/0/${index}`)
      expect(privateKeyFromSeed(seed, { index }).publicKey.hex).toBe(bytesToHex(direct.publicKey!))
    }
    expect(privateKeyFromMnemonic(DEV).publicKey.hex).toBe(DEVELOPMENT_ACCOUNTS[0]!.publicKey)
    expect(privateKeyFromMnemonic(DEV, { passphrase: 'x' }).publicKey.hex).not.toBe(DEVELOPMENT_ACCOUNTS[0]!.publicKey)
  })

  it('derive on any account, change and index, hardened or not, given as levels or as a path', () => {
    const seed = mnemonicToSeed(DEV)
    const root = HDKey.fromMasterSeed(seed)
    const cases: Array<[Parameters<typeof privateKeyFromSeed>[1], string]> = [
      [{ account: 2, change: 1, index: 9 }, "m/44'/1022'/2'/1/9"],
      [{ index: 5, hardened: { index: true } }, "m/44'/1022'/0'/0/5'"],
      [{ account: 3, hardened: { account: false, change: true } }, "m/44'/1022'/3/0'/0"],
      [{ path: "m/44'/1022'/0'/0/5'" }, "m/44'/1022'/0'/0/5'"],
      [{ path: 'm/44h/1022h/1h/0/4' }, "m/44'/1022'/1'/0/4"],
    ]
    for (const [options, path] of cases) {
      expect(privateKeyFromSeed(seed, options).publicKey.hex, path).toBe(bytesToHex(root.derive(path).publicKey!))
    }
    expect(privateKeyFromMnemonic(DEV, { path: "m/44'/1022'/0'/0/1" }).publicKey.hex).toBe(
      DEVELOPMENT_ACCOUNTS[1]!.publicKey,
    )
    expect(privateKeyFromMnemonic(DEV, { account: 0, change: 0, index: 1 }).publicKey.hex).toBe(
      DEVELOPMENT_ACCOUNTS[1]!.publicKey,
    )
    // Hardening changes the key: the same numbers on a hardened index are another key.
    expect(privateKeyFromSeed(seed, { index: 1, hardened: { index: true } }).publicKey.hex).not.toBe(
      DEVELOPMENT_ACCOUNTS[1]!.publicKey,
    )
  })

  it('refuses a bad seed, level, path or option before doing work, naming the field', () => {
    expect(() => privateKeyFromSeed(new Uint8Array(8))).toThrow('Invalid seed: must be 16 to 64 bytes')
    expect(() => privateKeyFromMnemonic(DEV, { index: -1 })).toThrow('Invalid index')
    expect(() => privateKeyFromMnemonic(DEV, { account: 1.5 })).toThrow(
      'Invalid account: must be an integer from 0 to 2^31 − 1.',
    )
    expect(() => privateKeyFromMnemonic(DEV, { change: 2 ** 31 })).toThrow('Invalid change')
    expect(() => privateKeyFromMnemonic(DEV, { path: "m/44'/60'/0'/0/0" })).toThrow(
      "Invalid path: has the coin type 60'",
    )
    expect(() => privateKeyFromMnemonic(DEV, { path: "m/44'/1022'/0'/0/0", index: 1 })).toThrow(
      'Invalid path: is given together with index; give one or the other.',
    )
    expect(() => privateKeyFromMnemonic(DEV, { idnex: 3 } as never)).toThrow(
      'Invalid idnex: is not an option of privateKeyFromMnemonic',
    )
    expect(() => privateKeyFromSeed(mnemonicToSeed(DEV), { passphrase: 'x' } as never)).toThrow(
      'Invalid passphrase: is not an option of privateKeyFromSeed',
    )
    expect(() => privateKeyFromMnemonic('not a mnemonic')).toThrow('Invalid mnemonic: has 3 words')
    expect(() => privateKeyFromMnemonic('not a mnemonic', { index: -1 })).toThrow('Invalid index')
  })
})
