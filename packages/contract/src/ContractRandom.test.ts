import { describe, expect, it } from 'vitest'
import { createContractRandom } from './ContractRandom.js'

describe('createContractRandom', () => {
  it('gives the same bytes for the same seed and label, whatever order the labels are drawn in', () => {
    const first = createContractRandom(42)
    const second = createContractRandom(42)
    const a = [first.hex('a', 32), first.hex('b', 8), first.hex('a', 32)]
    const b = second.hex('b', 8)
    expect([second.hex('a', 32), b, second.hex('a', 32)]).toEqual([a[0], a[1], a[2]])
    expect(a[0]).not.toBe(a[2])
    expect(a[0]).toMatch(/^[0-9a-f]{64}$/)
  })

  it('gives other bytes for another seed, and draws a seed when none is given', () => {
    expect(createContractRandom(1).hex('a', 16)).not.toBe(createContractRandom(2).hex('a', 16))
    const seed = createContractRandom().seed
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true)
  })
})
