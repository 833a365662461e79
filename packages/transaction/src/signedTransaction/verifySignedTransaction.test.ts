import { hexToBytes } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { alice, bob, sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from '../unsignedTransaction/encodeUnsignedTransaction.js'
import { payloadToSign } from '../unsignedTransaction/payloadToSign.js'
import { decodeSignedTransaction } from './decodeSignedTransaction.js'
import { encodeSignedTransaction } from './encodeSignedTransaction.js'

const unsigned = encodeUnsignedTransaction(sampleTransfer())
const payload = hexToBytes(payloadToSign(unsigned))

describe('verifySignedTransaction', async () => {
  const { verifySignedTransaction } = await import('./verifySignedTransaction.js')

  it('accepts the fee payer’s signature with the right recovery id', () => {
    const signed = encodeSignedTransaction(unsigned, alice.privateKey.sign(payload))
    expect(verifySignedTransaction(signed)).toBe(true)
    expect(verifySignedTransaction(decodeSignedTransaction(signed))).toBe(true)
  })

  it('refuses a signature by someone other than the fee payer', () => {
    expect(verifySignedTransaction(encodeSignedTransaction(unsigned, bob.privateKey.sign(payload)))).toBe(false)
  })

  it('refuses a valid signature with a wrong recovery id (a second id for the same transaction)', () => {
    const signed = encodeSignedTransaction(unsigned, alice.privateKey.sign(payload))
    for (const recovery of [0, 1, 2, 3]) {
      const copy = signed.slice()
      copy[unsigned.length + 1] = recovery
      const right = recovery === signed[unsigned.length + 1]
      expect(verifySignedTransaction(copy)).toBe(right)
    }
  })

  it('refuses a signature over other bytes', () => {
    const other = encodeUnsignedTransaction(sampleTransfer({ nonce: 8n }))
    const signature = alice.privateKey.sign(hexToBytes(payloadToSign(other)))
    expect(verifySignedTransaction(encodeSignedTransaction(unsigned, signature))).toBe(false)
  })
})
