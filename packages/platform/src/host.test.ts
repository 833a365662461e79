import { describe, expect, it } from 'vitest'
import * as portable from './host.js'
import * as node from './host.node.js'

describe.each([
  ['node', node],
  ['portable', portable],
] as const)('host facts (%s)', (_name, host) => {
  it('fills the view it is given from the CSPRNG', () => {
    const bytes = new Uint8Array(32)
    expect(host.fillRandom(bytes)).toBe(bytes)
    expect(bytes.some((byte) => byte !== 0)).toBe(true)
    expect(host.fillRandom(new Uint8Array(32))).not.toEqual(bytes)
    expect(new Set(host.fillRandom(new BigUint64Array(4))).size).toBe(4)
  })

  it('answers the processors and heap in numbers', () => {
    const facts = host.hostFacts()
    expect(facts.processors).toBeGreaterThanOrEqual(1)
    for (const value of Object.values(facts)) expect(Number.isFinite(value)).toBe(true)
  })
})

describe('the Node face', () => {
  it('reports this process: its heap and a CPU clock that moves', () => {
    const facts = node.hostFacts()
    expect(facts.heapUsed).toBeGreaterThan(0)
    expect(facts.heapLimit).toBeGreaterThan(facts.heapTotal)
    const before = node.cpuMicros!()
    // Busy until the clock's next tick (a few µs to a few ms of CPU, whatever the load).
    let after = before
    while (after === before) after = node.cpuMicros!()
    expect(after).toBeGreaterThan(before)
    expect(portable.cpuMicros).toBeUndefined()
  })
})
