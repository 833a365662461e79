import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JournalRecord, JournalSink } from '../journal/JournalRecord.js'
import { JOURNAL_HEADER_BYTES } from '../journal/readJournal.js'
import { silentLogger } from '../SandboxLogger.js'
import { JournalWriter } from './JournalWriter.js'

/** A journal in memory (a record a byte) whose writes and cuts fail while `failing` says so (a full disk). */
function memorySink() {
  const sink: JournalSink & { records: JournalRecord[]; failing: boolean } = {
    records: [] as JournalRecord[],
    failing: false,
    get size(): number {
      return JOURNAL_HEADER_BYTES + sink.records.length
    },
    async append(records: readonly JournalRecord[]) {
      if (sink.failing) throw new Error('ENOSPC: no space left on device, write')
      sink.records.push(...records)
    },
    async truncate(size: number) {
      if (sink.failing) throw new Error('EIO: i/o error, ftruncate')
      sink.records.length = size - JOURNAL_HEADER_BYTES
    },
  }
  return sink
}
const clock = (round: number): JournalRecord => ({ type: 'clock', time: 0, epoch: 0, round })
const state = (version: number): Extract<JournalRecord, { type: 'state' }> => ({
  type: 'state',
  version,
  time: 0,
  epoch: 0,
  round: 0,
  state: {} as never,
})

afterEach(() => vi.useRealTimers())

describe('JournalWriter', () => {
  it('writes, reports a failed write (and its recovery) through its health, and answers the failure', async () => {
    const sink = memorySink()
    const writer = new JournalWriter({
      sink,
      logger: silentLogger,
      retry: { wanted: () => false, run: async () => {} },
    })
    expect(await writer.write([clock(1)])).toBeUndefined()
    sink.failing = true
    expect(String(await writer.write([clock(2)]))).toContain('ENOSPC')
    expect(writer.health.failing).toBe(true)
    sink.failing = false
    expect(await writer.write([clock(3)])).toBeUndefined()
    expect(writer.health.failing).toBe(false)
    expect(sink.records).toEqual([clock(1), clock(3)])
    expect(
      await new JournalWriter({
        sink: undefined,
        logger: silentLogger,
        retry: { wanted: () => false, run: async () => {} },
      }).write([clock(1)]),
    ).toBeUndefined()
  })

  it('rewinds to a mark by cutting back in the same generation, by writing the state after a restart', async () => {
    const sink = memorySink()
    const writer = new JournalWriter({
      sink,
      logger: silentLogger,
      retry: { wanted: () => false, run: async () => {} },
    })
    await writer.write([clock(1)])
    const mark = writer.mark()
    await writer.write([clock(2), clock(3)])
    await writer.rewind(mark, () => state(9))
    expect(sink.records).toEqual([clock(1)])
    const before = writer.mark()
    await writer.restart()
    expect(sink.records).toEqual([])
    await writer.rewind(before, () => state(9))
    expect(sink.records).toEqual([state(9)])
    // A cut the disk refuses changes nothing and throws.
    await writer.write([clock(4)])
    const last = writer.mark()
    await writer.write([clock(5)])
    sink.failing = true
    await expect(writer.rewind(last, () => state(1))).rejects.toThrow(/EIO/)
    sink.failing = false
    expect(sink.records).toEqual([state(9), clock(4), clock(5)])
  })

  it('tries a failing journal again by itself while it is wanted (automine), until a write succeeds', async () => {
    vi.useFakeTimers()
    const sink = memorySink()
    let wanted = true
    const writer: JournalWriter = new JournalWriter({
      sink,
      logger: silentLogger,
      retry: { wanted: () => wanted, run: (): Promise<unknown> => writer.write([clock(0)]) },
    })
    sink.failing = true
    await writer.write([clock(1)])
    await vi.advanceTimersByTimeAsync(250)
    expect(sink.records).toEqual([])
    sink.failing = false
    await vi.advanceTimersByTimeAsync(100)
    expect(sink.records).toEqual([clock(0)])
    expect(writer.health.failing).toBe(false)
    sink.failing = true
    wanted = false
    await writer.write([clock(1)])
    await vi.advanceTimersByTimeAsync(500)
    sink.failing = false
    await vi.advanceTimersByTimeAsync(500)
    expect(sink.records).toEqual([clock(0)])
    writer.close()
  })
})
