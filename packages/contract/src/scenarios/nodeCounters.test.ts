import { createHash } from 'node:crypto'
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

const id = '8c301507801282cceedae9e15b77385ae7bb683bc96e4164ff050b7e5a1d04c6'
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest()

describe('expectCountersMoved', () => {
  it('passes a node whose counters moved with the transaction, or further (others committed too)', () => {
    expect(expectCountersMoved(record(4, 'aa'), record(5, 'bb'), [id])).toEqual([])
    expect(expectCountersMoved(record(4, 'aa'), record(9, 'cc'), [id])).toEqual([])
  })

  it('names each counter that did not move, each digest that stayed, each count that went back', () => {
    const after = record(4, 'aa')
    after.messages.inbound.received = 39
    expect(expectCountersMoved(record(4, 'aa'), after, [id])).toEqual([
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
    expect(expectCountersMoved(record(4, 'aa'), after, [id]).map((failure) => failure.path)).toEqual(['/body/clock'])
  })

  it("holds the digests to the spec when the node processed only the runner's transaction in between", () => {
    const commitment = '276519e18088198c7bdc4b22c80f0fd857cd558b090e927bb08df10fa3aae265'
    const before = { ...record(4, commitment), ledger: { ...record(4, commitment).ledger, checksum: 187151273862431 } }
    // SHA-256(SHA-256(commitment ‖ id)); the checksum XOR the id's first 6 bytes (0x8c3015078012).
    const chained = sha256(sha256(Buffer.from(commitment + id, 'hex'))).toString('hex')
    const checksum = Number(187151273862431n ^ 0x8c3015078012n)
    const honest = { ...record(5, chained), ledger: { ...record(5, chained).ledger, checksum } }
    expect(expectCountersMoved(before, honest, [id])).toEqual([])
    const changedOtherwise = { ...record(5, 'ab'.repeat(32)), ledger: { ...honest.ledger, checksum: checksum + 1 } }
    expect(expectCountersMoved(before, changedOtherwise, [id])).toEqual([
      expect.objectContaining({ path: '/body/commitment', expected: chained, seen: 'ab'.repeat(32) }),
      expect.objectContaining({ path: '/body/ledger/checksum', expected: checksum, seen: checksum + 1 }),
    ])
    // Another transaction processed too: the digests need only have changed.
    expect(expectCountersMoved(before, { ...changedOtherwise, ...record(6, 'ab'.repeat(32)) }, [id])).toEqual([])
  })

  it('lists every counter of the system record once', () => {
    const fields = [...committedCounters, ...commitmentDigests, ...cumulativeCounters].map((field) => field.join('.'))
    expect(new Set(fields).size).toBe(fields.length)
  })
})
