import { describe, expect, it } from 'vitest'
import { TransactionIndex } from './TransactionIndex.js'
import type { GatewayRecord, IntentRecord } from './TransactionRecord.js'

const gateway = (id: string, status: GatewayRecord['status'] = 'CONFIRMED') =>
  ({ kind: 'gateway', id, payloadHash: `p${id}`, status }) as GatewayRecord
const intent = (intentHash: string) => ({ kind: 'v0', intentHash }) as IntentRecord

describe('TransactionIndex', () => {
  it('finds Gateway transactions by id and payload, v0 ones by intent hash, and forgets only the record it holds', () => {
    const index = new TransactionIndex({ count: 10, ageMs: 1000 })
    const first = gateway('a')
    index.add(first)
    index.add(intent('i'))
    expect(index.transaction('a', 0)).toBe(first)
    expect(index.transactionByPayload('pa', 0)).toBe(first)
    expect(index.intent('i', 0)?.intentHash).toBe('i')
    const other = gateway('a')
    index.remove(other) // another record under the same id: not the one held
    expect(index.transaction('a', 0)).toBe(first)
    index.remove(first)
    expect(index.transaction('a', 0)).toBeUndefined()
    expect(index.transactionByPayload('pa', 0)).toBeUndefined()
  })

  it('keeps the FAILED for the window — the most recent `count`, none older than `ageMs` — and forgets them on lookup', () => {
    const index = new TransactionIndex({ count: 2, ageMs: 1000 })
    const failed = ['x', 'y', 'z'].map((id) => gateway(id, 'FAILED'))
    for (const [at, record] of failed.entries()) {
      index.add(record)
      index.failed(record, at)
    }
    expect(index.transaction('x', 0)).toBeUndefined() // past the count
    expect(index.failedCount).toBe(2)
    expect(index.transaction('y', 1000)).toBeDefined()
    expect(index.transaction('y', 1002)).toBeUndefined() // past the age
    expect(index.transaction('z', 1002)).toBeDefined()
  })

  it('copies with the copies of pending records and a window of its own; emptied keeps the window’s bounds', () => {
    const index = new TransactionIndex({ count: 5, ageMs: 1000 })
    const pending = gateway('p', 'PENDING')
    const failed = gateway('f', 'FAILED')
    index.add(pending)
    index.add(failed)
    index.failed(failed, 0)
    const pendingCopy = { ...pending }
    const copy = index.copy(new Map([[pending, pendingCopy]]))
    expect(copy.transaction('p', 0)).toBe(pendingCopy)
    expect(index.transaction('p', 0)).toBe(pending)
    index.expire(5000) // the original forgets its FAILED one; the copy still answers for it
    expect(index.transaction('f', 0)).toBeUndefined()
    expect(copy.transaction('f', 0)).toBe(failed)
    expect(copy.transaction('f', 5000)).toBeUndefined()
    const empty = index.emptied()
    expect(empty.transaction('p', 0)).toBeUndefined()
    const again = gateway('g', 'FAILED')
    for (let at = 0; at < 6; at++) empty.failed(again, at)
    expect(empty.failedCount).toBe(5)
  })
})
