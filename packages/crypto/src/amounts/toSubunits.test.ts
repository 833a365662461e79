import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reason } from '../testing/reason.js'
import { MAX_SUBUNITS } from './amountLimits.js'
import { fromSubunits } from './fromSubunits.js'
import { toSubunits } from './toSubunits.js'

describe('toSubunits', () => {
  it.each([
    ['1.5', 1500000000000000000n],
    ['1', 1000000000000000000n],
    ['0', 0n],
    ['0.000000000000000001', 1n],
    ['123.450', 123450000000000000000n],
    ['0.0', 0n],
  ])('toSubunits(%j) = %s', (decimal, subunits) => {
    expect(toSubunits(decimal)).toBe(subunits)
  })

  it.each([
    ['', 'is empty'],
    ['1. 5', 'contains whitespace'],
    ['-1.5', 'is negative'],
    ['+1', 'has a "+" sign; write the digits only'],
    ['1.5E3', 'uses an exponent; write every digit'],
    ['1.2.3', 'has more than one decimal point'],
    ['.5', 'has no digits before the decimal point (write 0.5, not .5)'],
    ['1.', 'has no digits after the decimal point'],
    [
      '1,5',
      'has "," at position 2; write digits 0-9 with at most one "." before the decimals, such as 2.5 (no "," or spaces)',
    ],
    [
      '1.5x',
      'has "x" at position 4; write digits 0-9 with at most one "." before the decimals, such as 2.5 (no "," or spaces)',
    ],
    ['01.5', 'has a leading zero'],
    ['0.0000000000000000001', 'has 19 decimal places; a token has at most 18'],
    ['1'.padEnd(61, '0'), 'exceeds 2^256 − 1 subunits, the largest amount'],
  ])('toSubunits refuses %j: %s', (input, expected) => {
    expect(reason(() => toSubunits(input))).toBe(expected)
  })

  it('refuses numbers', () => {
    expect(reason(() => toSubunits(1.5 as never))).toBe(
      'must be a string of decimal digits, not a number (numbers lose precision above 2^53)',
    )
  })

  it('are exact inverses over the whole range', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_SUBUNITS }), (value) => {
        expect(toSubunits(fromSubunits(value))).toBe(value)
      }),
      { numRuns: 500 },
    )
    expect(toSubunits(fromSubunits(MAX_SUBUNITS))).toBe(MAX_SUBUNITS)
  })
})
