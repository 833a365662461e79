import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { alice, sampleIntent } from '../testing/samples.js'
import { buildNotarizedTransaction } from './buildNotarizedTransaction.js'
import { notarizedPayloadHash } from './notarizedPayloadHash.js'

describe('notarizedPayloadHash', () => {
  it('is SHA-256d of the encoded notarized transaction', async () => {
    const built = await buildNotarizedTransaction({ intent: sampleIntent(), signers: [], notary: alice.signer })
    const expected = createHash('sha256').update(createHash('sha256').update(built.bytes).digest()).digest('hex')
    expect(notarizedPayloadHash(built.notarized)).toBe(expected)
    expect(notarizedPayloadHash(built.hex)).toBe(expected)
    expect(built.notarizedPayloadHash).toBe(expected)
  })
})
