import { describe, expect, it } from 'vitest'
import { plainTextMessage } from './TransactionOptions.js'

describe('plainTextMessage', () => {
  it('writes 00 00 and the UTF-8 bytes', () => {
    expect(plainTextMessage('hi')).toBe('00006869')
    expect(plainTextMessage('é')).toBe('0000c3a9')
    expect(plainTextMessage('')).toBe('0000')
  })

  it('refuses more than 253 bytes', () => {
    expect(plainTextMessage('x'.repeat(253))).toHaveLength(4 + 506)
    expect(() => plainTextMessage('x'.repeat(254))).toThrow(
      'Invalid --message: is 254 bytes of UTF-8; a message holds at most 253.',
    )
  })
})
