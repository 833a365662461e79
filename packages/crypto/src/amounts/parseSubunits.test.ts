import type { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { reason } from '../testing/reason.js'
import { MAX_SUBUNITS } from './amountLimits.js'
import { parseSubunits } from './parseSubunits.js'

const MAX = MAX_SUBUNITS.toString()

describe('parseSubunits', () => {
  it('reads subunit strings and bigints', () => {
    expect(parseSubunits('0')).toBe(0n)
    expect(parseSubunits('1500000000000000000')).toBe(1500000000000000000n)
    expect(parseSubunits(MAX)).toBe(MAX_SUBUNITS)
  })

  it.each([
    ['', 'is empty'],
    [' 1', 'contains whitespace'],
    ['1\n', 'contains whitespace'],
    ['-1', 'is negative'],
    ['+1', 'has a "+" sign; write the digits only'],
    ['1e18', 'uses an exponent; write every digit'],
    ['1.5', 'has a fraction; subunits are whole (toSubunits converts decimals)'],
    ['0x10', 'has "x" at position 2; subunits are written with digits 0-9 only, such as 2500000000000000000'],
    ['1,000', 'has "," at position 2; subunits are written with digits 0-9 only, such as 2500000000000000000'],
    ['007', 'has a leading zero'],
    ['00', 'has a leading zero'],
    [(MAX_SUBUNITS + 1n).toString(), 'exceeds 2^256 − 1 subunits, the largest amount'],
    ['9'.repeat(100), 'exceeds 2^256 − 1 subunits, the largest amount'],
  ])('refuses %j: %s', (input, expected) => {
    expect(reason(() => parseSubunits(input))).toBe(expected)
  })

  it('refuses numbers and bigints: it reads text', () => {
    expect(reason(() => parseSubunits(5 as never))).toBe(
      'must be a string of subunits, not a number (numbers lose precision above 2^53)',
    )
    expect(reason(() => parseSubunits(5n as never))).toBe('must be a string of subunits')
  })

  it('names the caller’s field', () => {
    try {
      parseSubunits('-1', 'actions[0].amount.value')
    } catch (error) {
      expect((error as InvalidArgumentError).field).toBe('actions[0].amount.value')
    }
  })
})
