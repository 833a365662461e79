import { describe, expect, it } from 'vitest'
import { fromSubunits } from './fromSubunits.js'
import { reason } from './testing/reason.js'

describe('fromSubunits', () => {
  it.each([
    ['1500000000000000000', '1.5'],
    ['1', '0.000000000000000001'],
    ['0', '0'],
    ['1000000000000000000', '1'],
    ['123450000000000000000', '123.45'],
  ])('fromSubunits(%j) = %j', (subunits, decimal) => {
    expect(fromSubunits(subunits)).toBe(decimal)
    expect(fromSubunits(BigInt(subunits))).toBe(decimal)
  })

  it('refuses what parseSubunits refuses', () => {
    expect(reason(() => fromSubunits('1.5'))).toMatch(/has a fraction/)
    expect(reason(() => fromSubunits(-1n))).toBe('is negative')
  })
})
