import { bytesToHex, hexToBytes } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { decodeRefusal as refusalOf } from '../testing/decodeRefusal.js'
import { alice, bob, gold, sampleTransfer } from '../testing/samples.js'
import { decodeUnsignedTransaction } from './decodeUnsignedTransaction.js'
import { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'

const refusal = (input: Uint8Array | string) => refusalOf(() => decodeUnsignedTransaction(input))

const transfer = encodeUnsignedTransaction(sampleTransfer())
const changed = (bytes: Uint8Array, offset: number, value: number) => {
  const copy = bytes.slice()
  copy[offset] = value
  return copy
}

describe('decodeUnsignedTransaction', () => {
  it('gives back the friendly form: addresses, rri, bigints, hex message', () => {
    expect(decodeUnsignedTransaction(transfer)).toEqual(sampleTransfer())
    expect(decodeUnsignedTransaction(bytesToHex(transfer))).toEqual(sampleTransfer())
    const withMessage = sampleTransfer({ message: '00004869', disableTokenMintAndBurn: true })
    expect(decodeUnsignedTransaction(encodeUnsignedTransaction(withMessage))).toEqual(withMessage)
  })

  it('writes addresses and rri in lower case whatever case they were given in', () => {
    const upper = sampleTransfer({
      feePayer: alice.address.toUpperCase(),
      actions: [{ type: 'MintTokens', to: bob.address.toUpperCase(), token: gold.toUpperCase(), amount: 1n }],
    })
    const decoded = decodeUnsignedTransaction(encodeUnsignedTransaction(upper))
    expect(decoded.feePayer).toBe(alice.address)
    expect(decoded.actions[0]).toEqual({ type: 'MintTokens', to: bob.address, token: gold, amount: 1n })
  })

  it('fills in the derived rri of a created token', () => {
    const action = {
      type: 'CreateTokenDefinition' as const,
      owner: alice.address,
      symbol: 'gold',
      name: '\uFEFFGold',
      description: '',
      iconUrl: '',
      url: '',
      isSupplyMutable: true,
      supply: 0n,
    }
    const decoded = decodeUnsignedTransaction(encodeUnsignedTransaction(sampleTransfer({ actions: [action] })))
    expect(decoded.actions[0]).toEqual({ ...action, token: gold })
  })

  it('tells an empty message from no message', () => {
    expect(decodeUnsignedTransaction(encodeUnsignedTransaction(sampleTransfer({ message: '' }))).message).toBe('')
    expect('message' in decodeUnsignedTransaction(transfer)).toBe(false)
  })

  it.each([
    ['empty input', new Uint8Array(), { offset: 0, field: 'magic', problem: 'is truncated: 3 bytes needed, 0 left' }],
    [
      'a v0 intent',
      hexToBytes('4c4e4901'),
      { offset: 0, field: 'magic', problem: 'is not "LNT" (4c 4e 54), the start of an unsigned transaction' },
    ],
    ['version 0', changed(transfer, 3, 0), { offset: 3, field: 'version', problem: 'is 0, only version 1 is known' }],
    [
      'network 98',
      changed(transfer, 4, 98),
      {
        offset: 4,
        field: 'network',
        problem: 'is 98, not one of the known networks mainnet (1), stokenet (2), localnet (99)',
      },
    ],
    [
      'end before start',
      changed(transfer, 20, 0),
      { offset: 13, field: 'endEpoch', problem: 'must be greater than startEpoch' },
    ],
    [
      'flags 0x80',
      changed(transfer, 94, 0x80),
      { offset: 94, field: 'flags', problem: 'is 0x80; only bit 0 is defined' },
    ],
    [
      'action tag 0',
      changed(transfer, 97, 0),
      {
        offset: 97,
        field: 'actions[0].type',
        problem: 'is 0x00; expected 0x01 TransferTokens, 0x02 CreateTokenDefinition, 0x03 MintTokens, 0x04 BurnTokens',
      },
    ],
    [
      'a recipient key off the curve',
      (() => {
        const b = transfer.slice()
        b.fill(0, 132, 164)
        b[163] = 5
        return b
      })(),
      { offset: 131, field: 'actions[0].to', problem: 'is not a point on the secp256k1 curve' },
    ],
    [
      'token kind 0x03 with an empty symbol',
      (() => {
        const b = Array.from(transfer)
        b.splice(164, 1, 0x03, 0x00)
        return Uint8Array.from(b)
      })(),
      { offset: 165, field: 'actions[0].token.symbol.length', problem: 'is 0; it must be 1 to 35' },
    ],
    [
      'a trailing byte',
      Uint8Array.from([...transfer, 0]),
      { offset: 198, field: 'end', problem: 'has 1 byte too many' },
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(refusal(input)).toEqual(expected)
  })

  it('refuses input longer than 1 MiB before reading it', () => {
    expect(refusal(new Uint8Array(1_048_511))).toEqual({
      offset: 0,
      field: 'length',
      problem: 'is 1048511 bytes; at most 1048510 are allowed',
    })
  })

  it('refuses a truncated message', () => {
    const withMessage = encodeUnsignedTransaction(sampleTransfer({ message: 'abcd' }))
    expect(refusal(withMessage.slice(0, -1))).toEqual({
      offset: 199,
      field: 'message',
      problem: 'is truncated: 2 bytes needed, 1 left',
    })
  })

  it('throws InvalidArgumentError, not DecodeError, for hex that is not hex', () => {
    expect(() => decodeUnsignedTransaction('xyz')).toThrow(InvalidArgumentError)
  })
})
