import { bytesToHex, hexToBytes } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { DecodeError } from './DecodeError.js'
import { decodeUnsignedTransactionWith } from './decodeUnsignedTransactionWith.js'
import { encodeSignedTransaction } from './encodeSignedTransaction.js'
import { encodeSignedTransactionWith } from './encodeSignedTransactionWith.js'
import { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'
import { mintTokensFormat } from './mintTokensFormat.js'
import { payloadToSign } from './payloadToSign.js'
import { alice, bob, gold, sampleTransfer } from './testing/samples.js'
import { transferTokensFormat } from './transferTokensFormat.js'

const sign = (unsigned: Uint8Array) => alice.privateKey.sign(hexToBytes(payloadToSign(unsigned)))

describe('encodeSignedTransactionWith', () => {
  it('writes what encodeSignedTransaction writes', () => {
    const unsigned = encodeUnsignedTransaction(sampleTransfer())
    const signature = sign(unsigned)
    expect(bytesToHex(encodeSignedTransactionWith(unsigned, signature, [transferTokensFormat]))).toBe(
      bytesToHex(encodeSignedTransaction(unsigned, signature)),
    )
  })

  it('reads bytes checked before again when they changed since, or were read with other formats', () => {
    const formats = [transferTokensFormat]
    const unsigned = encodeUnsignedTransaction(sampleTransfer())
    const signature = sign(unsigned)
    decodeUnsignedTransactionWith(unsigned, formats)
    const expected = bytesToHex(encodeSignedTransaction(unsigned, signature))
    expect(bytesToHex(encodeSignedTransactionWith(unsigned, signature, formats))).toBe(expected)
    unsigned[0] = 0
    expect(() => encodeSignedTransactionWith(unsigned, signature, formats)).toThrow(DecodeError)
    const mint = encodeUnsignedTransaction(
      sampleTransfer({ actions: [{ type: 'MintTokens', to: bob.address, token: gold, amount: 5n }] }),
    )
    decodeUnsignedTransactionWith(mint, [mintTokensFormat])
    expect(() => encodeSignedTransactionWith(mint, sign(mint), formats)).toThrow(DecodeError)
  })

  it('wraps only a transaction of the action types it is given', () => {
    const mint = encodeUnsignedTransaction(
      sampleTransfer({ actions: [{ type: 'MintTokens', to: bob.address, token: gold, amount: 5n }] }),
    )
    expect(() => encodeSignedTransactionWith(mint, sign(mint), [transferTokensFormat])).toThrow(DecodeError)
  })
})
