import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redactSecrets.js'

describe('redactSecrets', () => {
  it('replaces every occurrence of every secret of 4 characters or more', () => {
    expect(redactSecrets('a s3cret and s3cret, k3y1 ab', new Set(['s3cret', 'k3y!', 'k3y1', 'ab']))).toBe(
      'a [redacted] and [redacted], [redacted] ab',
    )
  })
})
