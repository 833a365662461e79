import { readFileSync } from 'node:fs'
import { encodeAccountAddress, PrivateKey, PublicKey, v0AccountAddress } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain JavaScript script (the generator `pnpm generate` runs)
import { developmentKeysModule } from '../scripts/developmentKeys.mjs'
import { developmentAddressesOf, developmentKeys } from './developmentKeys.js'
import { AddressBook } from './ledger/AddressBook.js'

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

describe('developmentAddressesOf', () => {
  it('answers, for each key of the table, the addresses @ledgernet/crypto encodes, and nothing for another key', () => {
    for (const { publicKeyHex } of developmentKeys(100))
      expect(developmentAddressesOf(publicKeyHex)).toEqual({
        address: encodeAccountAddress(publicKeyHex, 'localnet'),
        v0Address: v0AccountAddress(publicKeyHex, 'localnet'),
      })
    expect(developmentAddressesOf(developmentKeys(101)[100]!.publicKeyHex)).toBeUndefined()
    expect(developmentAddressesOf('02'.padEnd(66, '1'))).toBeUndefined()
  })
})

describe("the ledger's book and the table", () => {
  it('takes a table key with its generated addresses, and checks its PublicKey when first read', () => {
    const book = new AddressBook()
    const [first] = developmentKeys(1)
    const account = book.ofKeyHex(first!.publicKeyHex)
    expect(account.address).toBe(encodeAccountAddress(first!.publicKeyHex, 'localnet'))
    expect(book.v0Address(account.id)).toBe(v0AccountAddress(first!.publicKeyHex, 'localnet'))
    expect(book.known(account.address)).toBe(account)
    expect(account.publicKey.equals(PublicKey.fromHex(first!.publicKeyHex))).toBe(true)
    expect(book.ofKey(PublicKey.fromHex(first!.publicKeyHex))).toBe(account)
  })

  it('checks any other key at once, naming the field', () => {
    const book = new AddressBook()
    // x = 5: x³ + 7 = 132 is not a square modulo p, so no point has it.
    const notOnTheCurve = `02${'0'.repeat(63)}5`
    expect(() => book.ofKeyHex(notOnTheCurve, 'allocations[0].publicKey')).toThrow(InvalidArgumentError)
    expect(() => book.ofKeyHex(notOnTheCurve, 'allocations[0].publicKey')).toThrow(/allocations\[0\]\.publicKey/)
    const other = developmentKeys(101)[100]!.publicKeyHex
    expect(book.ofKeyHex(other).address).toBe(encodeAccountAddress(other, 'localnet'))
  })
})
