import { createHash } from 'node:crypto'
import { hexToBytes } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { alice, sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from '../unsignedTransaction/encodeUnsignedTransaction.js'
import { payloadToSign } from '../unsignedTransaction/payloadToSign.js'
import { encodeSignedTransaction } from './encodeSignedTransaction.js'
import { transactionId } from './transactionId.js'

describe('transactionId', () => {
  it('is SHA-256(SHA-256(signed)), different from the payload to sign', () => {
    const unsigned = encodeUnsignedTransaction(sampleTransfer())
    const payload = payloadToSign(unsigned)
    const signed = encodeSignedTransaction(unsigned, alice.privateKey.sign(hexToBytes(payload)))
    const expected = createHash('sha256').update(createHash('sha256').update(signed).digest()).digest('hex')
    expect(transactionId(signed)).toBe(expected)
    expect(transactionId(signed)).not.toBe(payload)
  })
})
