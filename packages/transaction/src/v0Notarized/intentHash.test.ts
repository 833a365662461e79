import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sampleIntent } from '../testing/samples.js'
import { encodeIntent } from './encodeIntent.js'
import { intentHash } from './intentHash.js'

describe('intentHash', () => {
  it('is SHA-256d of the encoded intent, from the value, bytes or hex', () => {
    const bytes = encodeIntent(sampleIntent())
    const expected = createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest('hex')
    expect(intentHash(sampleIntent())).toBe(expected)
    expect(intentHash(bytes)).toBe(expected)
    expect(intentHash(Buffer.from(bytes).toString('hex'))).toBe(expected)
  })
})
