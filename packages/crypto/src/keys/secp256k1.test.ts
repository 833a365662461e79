import { Point } from '@noble/secp256k1'
import { describe, expect, it } from 'vitest'
import { CURVE_ORDER, FIELD_PRIME, HALF_CURVE_ORDER } from './secp256k1.js'

describe('curve constants', () => {
  it('are the ones @noble/secp256k1 uses', () => {
    expect(CURVE_ORDER).toBe(Point.CURVE().n)
    expect(FIELD_PRIME).toBe(Point.CURVE().p)
    expect(HALF_CURVE_ORDER).toBe(Point.CURVE().n / 2n)
  })
})
