import { describe, expect, it } from 'vitest'
import { reason } from '../testing/reason.js'
import { fromSubunits } from './fromSubunits.js'

describe('fromSubunits', () => {
  it.each([
    [1500000000000000000n, '1.5'],
    [1n, '0.000000000000000001'],
    [0n, '0'],
    [1000000000000000000n, '1'],
    [123450000000000000000n, '123.45'],
  ])('fromSubunits(%s) = %j', (subunits, decimal) => {
    expect(fromSubunits(subunits)).toBe(decimal)
  })

  it('refuses what checkSubunits refuses', () => {
    expect(reason(() => fromSubunits('15' as never))).toMatch(/^must be a bigint of subunits, not of type string/)
    expect(reason(() => fromSubunits(-1n))).toBe('is negative')
  })
})
