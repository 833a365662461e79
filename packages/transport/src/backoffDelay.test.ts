import { describe, expect, it } from 'vitest'
import { backoffDelay } from './backoffDelay.js'

describe('backoffDelay', () => {
  it('doubles per attempt, with jitter between half and all of it', () => {
    expect(backoffDelay(0, 150, 10_000, 0)).toBe(75)
    expect(backoffDelay(0, 150, 10_000, 1)).toBe(150)
    expect(backoffDelay(3, 150, 10_000, 0)).toBe(600)
    expect(backoffDelay(3, 150, 10_000, 1)).toBe(1200)
  })

  it('never exceeds maxDelay', () => {
    expect(backoffDelay(20, 150, 5_000, 1)).toBe(5_000)
    for (let i = 0; i < 100; i++) expect(backoffDelay(i % 30, 150, 5_000)).toBeLessThanOrEqual(5_000)
  })
})
