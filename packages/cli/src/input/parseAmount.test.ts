import { describe, expect, it } from 'vitest'
import { parseAmount } from './parseAmount.js'

describe('parseAmount', () => {
  it('reads whole tokens by default and subunits with --subunits', () => {
    expect(parseAmount('1.5', { subunits: false })).toBe(1_500_000_000_000_000_000n)
    expect(parseAmount('0.000000000000000001', { subunits: false })).toBe(1n)
    expect(parseAmount('42', { subunits: true })).toBe(42n)
  })

  it('refuses zero, fractions of a subunit, exponents and signs, naming the field', () => {
    expect(() => parseAmount('0', { subunits: false })).toThrow('Invalid amount: must be more than zero.')
    expect(() => parseAmount('1.5', { subunits: true, field: '--max-fee' })).toThrow(/^Invalid --max-fee: /)
    expect(() => parseAmount('1e3', { subunits: false })).toThrow(/^Invalid amount: /)
    expect(() => parseAmount('-1', { subunits: false })).toThrow(/^Invalid amount: /)
    expect(() => parseAmount('0.0000000000000000001', { subunits: false })).toThrow(/^Invalid amount: /)
  })
})
