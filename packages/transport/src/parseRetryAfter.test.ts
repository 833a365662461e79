import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('0')).toBe(0)
    expect(parseRetryAfter('2')).toBe(2000)
    expect(parseRetryAfter(' 120 ')).toBe(120_000)
  })

  it('reads an HTTP date relative to now, never negative', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:27:58 GMT')
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', now)).toBe(2000)
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0)
  })

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('')).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter('-1')).toBeUndefined()
  })
})
