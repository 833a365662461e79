import { bytesToHex, deriveTokenRri, encodeAccountAddress, nativeTokenRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { encodeUnsignedTransaction, type Action, type UnsignedTransaction } from '@ledgernet/transaction'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { developmentKeys } from '../developmentAccounts.js'
import { AddressBook } from './AddressBook.js'
import { unsignedTransactionBytes } from './unsignedTransactionBytes.js'

const keys = developmentKeys(4).map((key) => key.publicKeyHex)
const addresses = keys.map((key) => encodeAccountAddress(key, 'localnet'))
const tokens = [nativeTokenRri('localnet'), deriveTokenRri(keys[0]!, 'gold', 'localnet'), deriveTokenRri(keys[1]!, 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r', 'localnet')]
const stranger = encodeAccountAddress(developmentKeys(5)[4]!.publicKeyHex, 'localnet')

/** A book that has read the first three development accounts (the fourth it has not met). */
function bookOfThree(): AddressBook {
  const book = new AddressBook()
  for (const address of addresses.slice(0, 3)) book.ofAddress(address)
  return book
}

const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 2n })
const amount = fc.oneof(fc.bigInt({ min: 1n, max: (1n << 256n) - 1n }), fc.constantFrom(1n, 10n ** 18n, (1n << 256n) - 1n))
const account = fc.constantFrom(...addresses)
const token = fc.constantFrom(...tokens)
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('TransferTokens' as const), from: account, to: account, token, amount }),
  fc.record({ type: fc.constant('MintTokens' as const), to: account, token, amount }),
  fc.record({ type: fc.constant('BurnTokens' as const), from: account, token, amount }),
)
const transaction: fc.Arbitrary<UnsignedTransaction> = fc
  .record({
    start: u64,
    length: fc.bigInt({ min: 1n, max: 1000n }),
    nonce: fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
    feePayer: account,
    fee: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: (1n << 256n) - 1n })),
    disableTokenMintAndBurn: fc.boolean(),
    actions: fc.array(action, { minLength: 1, maxLength: 5 }),
    message: fc.option(fc.uint8Array({ maxLength: 255 }).map(bytesToHex), { nil: undefined }),
  })
  .map(({ start, length, message, ...rest }) => ({
    network: 'localnet' as const,
    startEpoch: start,
    endEpoch: start + length > (1n << 64n) - 1n ? (1n << 64n) - 1n : start + length,
    ...rest,
    ...(message !== undefined ? { message } : {}),
  }))

describe('unsignedTransactionBytes', () => {
  it('writes the bytes encodeUnsignedTransaction writes, for accounts it knows and those it does not', () => {
    const book = bookOfThree()
    let written = 0
    fc.assert(
      fc.property(transaction, (value) => {
        const bytes = unsignedTransactionBytes(value, book)
        expect(bytesToHex(bytes)).toBe(bytesToHex(encodeUnsignedTransaction(value)))
        // Its own writes are Buffers; the library's are plain Uint8Arrays.
        if (Buffer.isBuffer(bytes)) written += 1
      }),
      { numRuns: 400 },
    )
    // Both paths were compared: the fourth account is unknown to the book.
    expect(written).toBeGreaterThan(50)
    expect(written).toBeLessThan(350)
  })

  it('hands token creations, unknown accounts and bad values to encodeUnsignedTransaction, errors included', () => {
    const book = bookOfThree()
    const base: UnsignedTransaction = {
      network: 'localnet',
      startEpoch: 1n,
      endEpoch: 2n,
      nonce: 3n,
      feePayer: addresses[0]!,
      fee: 0n,
      disableTokenMintAndBurn: false,
      actions: [{ type: 'TransferTokens', from: addresses[0]!, to: stranger, token: tokens[0]!, amount: 5n }],
    }
    const creation: UnsignedTransaction = {
      ...base,
      actions: [
        { type: 'CreateTokenDefinition', owner: addresses[0]!, symbol: 'gold', name: 'Gold', description: '', iconUrl: '', url: '', isSupplyMutable: false, to: addresses[1]!, supply: 7n },
        { type: 'MintTokens', to: addresses[1]!, token: tokens[1]!, amount: 1n },
      ],
    }
    for (const value of [base, creation]) expect(bytesToHex(unsignedTransactionBytes(value, book))).toBe(bytesToHex(encodeUnsignedTransaction(value)))
    const refused: [UnsignedTransaction, string][] = [
      [{ ...base, actions: [{ ...base.actions[0]!, amount: 0n } as Action] }, 'actions[0].amount'],
      [{ ...base, endEpoch: 1n }, 'endEpoch'],
      [{ ...base, fee: 1n << 256n }, 'fee'],
      [{ ...base, actions: [{ ...base.actions[0]!, token: 'gold_rr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smr4rw6' } as Action] }, 'actions[0].token'],
      [{ ...base, message: 'zz' }, 'message'],
      [{ ...base, actions: [] }, 'actions'],
    ]
    for (const [value, field] of refused) {
      const error = (() => {
        try {
          unsignedTransactionBytes(value, book)
        } catch (thrown) {
          return thrown
        }
      })()
      expect(error, field).toBeInstanceOf(InvalidArgumentError)
      expect((error as InvalidArgumentError).field).toBe(field)
    }
  })

  it('refuses, like the library, a transaction over the size limit', () => {
    const book = bookOfThree()
    const transfer: Action = { type: 'TransferTokens', from: addresses[0]!, to: addresses[1]!, token: tokens[0]!, amount: 1n }
    const huge: UnsignedTransaction = { network: 'localnet', startEpoch: 0n, endEpoch: 1n, nonce: 0n, feePayer: addresses[0]!, fee: 0n, disableTokenMintAndBurn: false, actions: Array(11_000).fill(transfer) }
    expect(() => unsignedTransactionBytes(huge, book)).toThrow(InvalidArgumentError)
  })
})
