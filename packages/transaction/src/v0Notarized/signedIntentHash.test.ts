import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sampleIntent } from '../testing/samples.js'
import { encodeSignedIntent } from './encodeSignedIntent.js'
import { intentHash } from './intentHash.js'
import { signedIntentHash } from './signedIntentHash.js'

describe('signedIntentHash', () => {
  it('is SHA-256d of the encoded signed intent, not the intent hash', () => {
    const signedIntent = { intent: sampleIntent(), intentSignatures: [] }
    const bytes = encodeSignedIntent(signedIntent)
    const expected = createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest('hex')
    expect(signedIntentHash(signedIntent)).toBe(expected)
    expect(signedIntentHash(bytes)).toBe(expected)
    expect(expected).not.toBe(intentHash(sampleIntent()))
  })
})
