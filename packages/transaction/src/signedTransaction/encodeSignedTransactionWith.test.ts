import { bytesToHex, hexToBytes } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { transferTokensFormat } from '../actions/transferTokensFormat.js'
import { DecodeError } from '../DecodeError.js'
import { alice, bob, gold, sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from '../unsignedTransaction/encodeUnsignedTransaction.js'
import { payloadToSign } from '../unsignedTransaction/payloadToSign.js'
import { encodeSignedTransaction } from './encodeSignedTransaction.js'
import { encodeSignedTransactionWith } from './encodeSignedTransactionWith.js'

const sign = (unsigned: Uint8Array) => alice.privateKey.sign(hexToBytes(payloadToSign(unsigned)))

describe('encodeSignedTransactionWith', () => {
  it('writes what encodeSignedTransaction writes', () => {
    const unsigned = encodeUnsignedTransaction(sampleTransfer())
    const signature = sign(unsigned)
    expect(bytesToHex(encodeSignedTransactionWith(unsigned, signature, [transferTokensFormat]))).toBe(
      bytesToHex(encodeSignedTransaction(unsigned, signature)),
    )
  })

  it('wraps only a transaction of the action types it is given', () => {
    const mint = encodeUnsignedTransaction(
      sampleTransfer({ actions: [{ type: 'MintTokens', to: bob.address, token: gold, amount: 5n }] }),
    )
    expect(() => encodeSignedTransactionWith(mint, sign(mint), [transferTokensFormat])).toThrow(DecodeError)
  })
})
