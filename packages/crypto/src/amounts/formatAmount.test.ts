import { describe, expect, it } from 'vitest'
import { reason } from '../testing/reason.js'
import { formatAmount } from './formatAmount.js'

describe('formatAmount', () => {
  it('groups thousands, cuts extra places toward zero and appends the symbol', () => {
    expect(formatAmount(1234567800000000000000n, { maxFractionDigits: 2, symbol: 'XRD' })).toBe('1,234.56 XRD')
    expect(formatAmount(1999999999999999999n, { maxFractionDigits: 2 })).toBe('1.99')
    expect(formatAmount(1500000000000000000n)).toBe('1.5')
    expect(formatAmount(10n ** 24n, { grouping: false })).toBe('1000000')
    expect(formatAmount(10n ** 24n, { grouping: ' ' })).toBe('1 000 000')
    expect(formatAmount(1n, { maxFractionDigits: 0 })).toBe('0')
    expect(formatAmount(1n)).toBe('0.000000000000000001')
  })

  it('refuses bad amounts and options', () => {
    expect(reason(() => formatAmount(-1n))).toBe('is negative')
    expect(reason(() => formatAmount(1n, { maxFractionDigits: 19 }))).toBe('must be an integer from 0 to 18')
    expect(reason(() => formatAmount(1n, { grouping: 3 as never }))).toBe('must be a boolean or a separator string')
  })
})
