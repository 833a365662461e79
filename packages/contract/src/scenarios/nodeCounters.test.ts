import { describe, expect, it } from 'vitest'
import { commitmentDigests, committedCounters, cumulativeCounters, expectCountersMoved } from './nodeCounters.js'

const record = (clock: number, digest: string) => ({
  clock,
  commitment: digest,
  ledger: { processed: clock, stored: clock + 1, checksum: clock * 7, faults: { failed: 0 } },
  events: { queued: clock, dequeued: clock, broadcast: 0, processed: { synchronous: clock, asynchronous: 0 } },
  messages: {
    inbound: { received: 10 * clock, processed: 10 * clock, discarded: 0 },
    outbound: { sent: 0, processed: 0, aborted: 0 },
  },
})

describe('expectCountersMoved', () => {
  it('passes a node whose counters moved with the transaction, or further (others committed too)', () => {
    expect(expectCountersMoved(record(4, 'aa'), record(5, 'bb'), 1)).toEqual([])
    expect(expectCountersMoved(record(4, 'aa'), record(9, 'cc'), 1)).toEqual([])
  })

  it('names each counter that did not move, each digest that stayed, each count that went back', () => {
    const after = record(4, 'aa')
    after.messages.inbound.received = 39
    expect(expectCountersMoved(record(4, 'aa'), after, 1)).toEqual([
      expect.objectContaining({ path: '/body/clock', expected: '≥ 5', seen: 4 }),
      expect.objectContaining({ path: '/body/ledger/processed', expected: '≥ 5', seen: 4 }),
      expect.objectContaining({ path: '/body/ledger/stored', expected: '≥ 6', seen: 5 }),
      expect.objectContaining({ path: '/body/commitment', expected: '≠ aa', seen: 'aa' }),
      expect.objectContaining({ path: '/body/ledger/checksum', expected: '≠ 28', seen: 28 }),
      expect.objectContaining({
        operation: 'node-rest.getSystem',
        path: '/body/messages/inbound/received',
        message: expect.stringContaining('never goes back'),
        expected: '≥ 40',
        seen: 39,
      }),
    ])
  })

  it('fails a counter that is missing or not a number after the transaction', () => {
    const after = record(5, 'bb') as Record<string, unknown>
    delete after.clock
    expect(expectCountersMoved(record(4, 'aa'), after, 1).map((failure) => failure.path)).toEqual(['/body/clock'])
  })

  it('lists every counter of the system record once', () => {
    const fields = [...committedCounters, ...commitmentDigests, ...cumulativeCounters].map((field) => field.join('.'))
    expect(new Set(fields).size).toBe(fields.length)
  })
})
