import { describe, expect, it } from 'vitest'
import type { ActionFormat } from '../actions/ActionFormat.js'
import { actionFormats } from '../actions/actionFormats.js'
import { mintTokensFormat } from '../actions/mintTokensFormat.js'
import { transferTokensFormat } from '../actions/transferTokensFormat.js'
import { decodeRefusal } from '../testing/decodeRefusal.js'
import { alice, bob, gold, sampleTransfer } from '../testing/samples.js'
import { decodeUnsignedTransaction } from './decodeUnsignedTransaction.js'
import { decodeUnsignedTransactionWith } from './decodeUnsignedTransactionWith.js'
import { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'

const transfer = encodeUnsignedTransaction(sampleTransfer())
const mint = encodeUnsignedTransaction(
  sampleTransfer({ actions: [{ type: 'MintTokens', to: bob.address, token: gold, amount: 5n }] }),
)

describe('decodeUnsignedTransactionWith', () => {
  it('reads the action types it is given as decodeUnsignedTransaction does', () => {
    expect(decodeUnsignedTransactionWith(transfer, [transferTokensFormat])).toEqual(decodeUnsignedTransaction(transfer))
    const mixed = encodeUnsignedTransaction(
      sampleTransfer({
        actions: [
          { type: 'TransferTokens', from: alice.address, to: bob.address, token: gold, amount: 2n },
          { type: 'MintTokens', to: bob.address, token: gold, amount: 5n },
          { type: 'BurnTokens', from: alice.address, token: gold, amount: 1n },
        ],
      }),
    )
    expect(decodeUnsignedTransactionWith(mixed, actionFormats)).toEqual(decodeUnsignedTransaction(mixed))
  })

  it('refuses an action of a type it is not given at its tag, naming the types it reads', () => {
    expect(decodeRefusal(() => decodeUnsignedTransactionWith(mint, [transferTokensFormat]))).toEqual({
      offset: 97,
      field: 'actions[0].type',
      problem: 'is 0x03; expected 0x01 TransferTokens',
    })
    expect(decodeRefusal(() => decodeUnsignedTransactionWith(transfer, [mintTokensFormat])).problem).toBe(
      'is 0x01; expected 0x03 MintTokens',
    )
    const transfersAndMints: readonly ActionFormat[] = [transferTokensFormat, mintTokensFormat]
    expect(decodeUnsignedTransactionWith(mint, transfersAndMints).actions).toEqual([
      { type: 'MintTokens', to: bob.address, token: gold, amount: 5n },
    ])
  })

  it('refuses non-canonical bytes as decodeUnsignedTransaction does', () => {
    expect(
      decodeRefusal(() => decodeUnsignedTransactionWith(Uint8Array.from([...transfer, 0]), [transferTokensFormat])),
    ).toEqual(decodeRefusal(() => decodeUnsignedTransaction(Uint8Array.from([...transfer, 0]))))
  })
})
