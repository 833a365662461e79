import { describe, expect, it } from 'vitest'
import { reason } from '../testing/reason.js'
import { MAX_SUBUNITS } from './amountLimits.js'
import { checkSubunits } from './checkSubunits.js'

describe('checkSubunits', () => {
  it('returns a bigint from 0 to 2^256 − 1 as it is', () => {
    expect(checkSubunits(0n)).toBe(0n)
    expect(checkSubunits(MAX_SUBUNITS)).toBe(MAX_SUBUNITS)
  })

  it('refuses a negative or too large amount, and anything but a bigint, saying how to convert', () => {
    expect(reason(() => checkSubunits(-1n))).toBe('is negative')
    expect(reason(() => checkSubunits(MAX_SUBUNITS + 1n))).toBe('exceeds 2^256 − 1 subunits, the largest amount')
    expect(reason(() => checkSubunits('1.5' as never))).toBe(
      "must be a bigint of subunits, not of type string (toSubunits('1.5') converts a decimal)",
    )
    expect(reason(() => checkSubunits(1.5 as never))).toMatch(/^must be a bigint of subunits, not of type number/)
    expect(reason(() => checkSubunits(undefined as never))).toMatch(
      /^must be a bigint of subunits, not of type undefined/,
    )
  })

  it('names the caller’s field', () => {
    expect(() => checkSubunits(-1n, 'maxFee')).toThrow('Invalid maxFee: is negative.')
  })
})
