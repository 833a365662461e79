import { createHash } from 'node:crypto'
import { bytesToHex } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'
import { payloadToSign } from './payloadToSign.js'

describe('payloadToSign', () => {
  it('is SHA-256(SHA-256(unsigned)) in lower-case hex, from bytes or hex', () => {
    const unsigned = encodeUnsignedTransaction(sampleTransfer())
    const expected = createHash('sha256').update(createHash('sha256').update(unsigned).digest()).digest('hex')
    expect(payloadToSign(unsigned)).toBe(expected)
    expect(payloadToSign(bytesToHex(unsigned).toUpperCase())).toBe(expected)
  })
})
