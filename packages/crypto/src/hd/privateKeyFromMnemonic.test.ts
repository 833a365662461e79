import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { HDKey } from '@scure/bip32'
import { describe, expect, it } from 'vitest'
import { encodeAccountAddress } from '../addresses/accountAddress.js'
import { v0AccountAddress } from '../addresses/v0Address.js'
import { bytesToHex } from '../bytes/hex.js'
import { PrivateKey } from '../keys/PrivateKey.js'
import { DEVELOPMENT_MNEMONIC } from './developmentMnemonic.js'
import { mnemonicToSeed } from './mnemonic.js'
import { privateKeyFromMnemonic, privateKeyFromSeed } from './privateKeyFromMnemonic.js'

describe('HD keys', () => {
  it('derive the development accounts recorded in docs/architecture.md and test-support', () => {
    for (const expected of developmentAccounts) {
      const key = privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { index: expected.index })
      expect(key.publicKey.hex).toBe(expected.publicKeyHex)
      expect(key.publicKey.equals(PrivateKey.fromHex(expected.privateKeyHex).publicKey)).toBe(true)
      expect(encodeAccountAddress(key.publicKey, 'localnet')).toBe(expected.address)
      expect(v0AccountAddress(key.publicKey, 'localnet')).toBe(expected.v0Address)
    }
  })

  it("derive on m/44'/1022'/0'/0/{index} with BIP-32 (cross-checked with HDKey directly)", () => {
    const seed = mnemonicToSeed(DEVELOPMENT_MNEMONIC)
    for (const index of [0, 1, 7]) {
      const direct = HDKey.fromMasterSeed(seed).derive(`m/44'/1022'/0'/0/${index}`)
      expect(privateKeyFromSeed(seed, { index }).publicKey.hex).toBe(bytesToHex(direct.publicKey!))
    }
    expect(privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC).publicKey.hex).toBe(developmentAccounts[0].publicKeyHex)
    expect(privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { passphrase: 'x' }).publicKey.hex).not.toBe(
      developmentAccounts[0].publicKeyHex,
    )
  })

  it('derive on any account, change and index, hardened or not, given as levels or as a path', () => {
    const seed = mnemonicToSeed(DEVELOPMENT_MNEMONIC)
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
    expect(privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { path: "m/44'/1022'/0'/0/1" }).publicKey.hex).toBe(
      developmentAccounts[1].publicKeyHex,
    )
    expect(privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { account: 0, change: 0, index: 1 }).publicKey.hex).toBe(
      developmentAccounts[1].publicKeyHex,
    )
    // Hardening changes the key: the same numbers on a hardened index are another key.
    expect(privateKeyFromSeed(seed, { index: 1, hardened: { index: true } }).publicKey.hex).not.toBe(
      developmentAccounts[1].publicKeyHex,
    )
  })

  it('refuses a bad seed, level, path or option before doing work, naming the field', () => {
    expect(() => privateKeyFromSeed(new Uint8Array(8))).toThrow('Invalid seed: must be 16 to 64 bytes')
    expect(() => privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { index: -1 })).toThrow('Invalid index')
    expect(() => privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { account: 1.5 })).toThrow(
      'Invalid account: must be an integer from 0 to 2^31 − 1.',
    )
    expect(() => privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { change: 2 ** 31 })).toThrow('Invalid change')
    expect(() => privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { path: "m/44'/60'/0'/0/0" })).toThrow(
      "Invalid path: has the coin type 60'",
    )
    expect(() => privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { path: "m/44'/1022'/0'/0/0", index: 1 })).toThrow(
      'Invalid path: is given together with index; give one or the other.',
    )
    expect(() => privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { idnex: 3 } as never)).toThrow(
      'Invalid idnex: is not an option of privateKeyFromMnemonic',
    )
    expect(() => privateKeyFromSeed(mnemonicToSeed(DEVELOPMENT_MNEMONIC), { passphrase: 'x' } as never)).toThrow(
      'Invalid passphrase: is not an option of privateKeyFromSeed',
    )
    expect(() => privateKeyFromMnemonic('not a mnemonic')).toThrow('Invalid mnemonic: has 3 words')
    expect(() => privateKeyFromMnemonic('not a mnemonic', { index: -1 })).toThrow('Invalid index')
  })
})
