import { bytesToHex, hexToBytes } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { decodeRefusal as refusalOf } from '../testing/decodeRefusal.js'
import { alice, sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from '../unsignedTransaction/encodeUnsignedTransaction.js'
import { payloadToSign } from '../unsignedTransaction/payloadToSign.js'
import { decodeSignedTransaction } from './decodeSignedTransaction.js'
import { encodeSignedTransaction } from './encodeSignedTransaction.js'

const unsigned = encodeUnsignedTransaction(sampleTransfer())
const signature = alice.privateKey.sign(hexToBytes(payloadToSign(unsigned)))
const signed = encodeSignedTransaction(unsigned, signature)

const refusal = (input: Uint8Array) => refusalOf(() => decodeSignedTransaction(input))

describe('decodeSignedTransaction', () => {
  it('gives the transaction, its unsigned bytes and the signature', () => {
    const decoded = decodeSignedTransaction(bytesToHex(signed))
    expect(decoded.transaction).toEqual(sampleTransfer())
    expect(bytesToHex(decoded.unsigned)).toBe(bytesToHex(unsigned))
    expect([decoded.signature.r, decoded.signature.s, decoded.signature.recovery]).toEqual([
      signature.r,
      signature.s,
      signature.recovery,
    ])
  })

  it('refuses an unsigned transaction (the signature is missing)', () => {
    expect(refusal(unsigned)).toEqual({
      offset: 198,
      field: 'signatureMarker',
      problem: 'is truncated: 1 byte needed, 0 left',
    })
  })

  it('names offsets in the whole signed input', () => {
    const twoMarkers = signed.slice()
    twoMarkers[198] = 0x0a
    expect(refusal(twoMarkers)).toEqual({
      offset: 198,
      field: 'signatureMarker',
      problem: 'is 0x0a; the signature starts with 0x0b',
    })
    expect(refusal(Uint8Array.from([...signed, 1, 2]))).toEqual({
      offset: 264,
      field: 'end',
      problem: 'has 2 bytes too many',
    })
  })
})
