import { HttpError } from '@ledgernet/transport'
import { describe, expect, it, vi } from 'vitest'
import { WaitForStatusTimeoutError } from './errors/WaitForStatusTimeoutError.js'
import { pollUntilFinal } from './pollUntilFinal.js'

const id = 'ab'.repeat(32)
const http = (status: number) =>
  new HttpError({
    operation: 'getTransactionStatus',
    url: 'http://x',
    status,
    headers: new Headers(),
    body: undefined,
    rawBody: '',
  })

describe('pollUntilFinal', () => {
  it('polls the first time at once, with no timer (not even one of 0 ms)', async () => {
    vi.useFakeTimers()
    try {
      let polls = 0
      // With faked timers nothing that waits for a timer can end: the first poll must not.
      const result = await pollUntilFinal('wait', id, {}, async () => ({ status: 'DONE', result: ++polls }))
      expect([result, vi.getTimerCount()]).toEqual([1, 0])
    } finally {
      vi.useRealTimers()
    }
  })

  it('backs off by ×1.5 from pollingInterval up to maxPollingInterval', async () => {
    const times: number[] = []
    await pollUntilFinal('wait', id, { pollingInterval: 20, maxPollingInterval: 50 }, async () => {
      times.push(performance.now())
      return times.length === 6 ? { status: 'DONE', result: true } : { status: 'PENDING' }
    })
    const gaps = times.slice(1).map((time, index) => time - times[index]!)
    // Planned pauses: 20, 30, 45, 50, 50 (timers may fire a little late, never early).
    ;[20, 30, 45, 50, 50].forEach((planned, index) => {
      expect(gaps[index]).toBeGreaterThanOrEqual(planned - 2)
      expect(gaps[index]).toBeLessThan(planned + 40)
    })
  })

  it('gives each poll the time left, and the timeout error the last status and failure', async () => {
    const limits: number[] = []
    const error = await pollUntilFinal(
      'wait',
      id,
      { pollingInterval: 10, timeout: 120, requestTimeout: 1_000 },
      async (call) => {
        limits.push(call.timeout!)
        expect(call.retry).toBe(false)
        if (limits.length === 1) return { status: 'PENDING' }
        throw http(502)
      },
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WaitForStatusTimeoutError)
    expect(error).toMatchObject({
      transactionId: id,
      timeout: 120,
      lastStatus: 'PENDING',
      cause: expect.objectContaining({ status: 502 }),
    })
    expect(Math.max(...limits)).toBeLessThanOrEqual(120)
    expect(limits.length).toBeGreaterThan(2)
  })

  it('throws a definite failure at once', async () => {
    let polls = 0
    const error = await pollUntilFinal('wait', id, { pollingInterval: 10 }, async () => {
      polls++
      throw http(403)
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 403 })
    expect(polls).toBe(1)
  })

  it('an already aborted signal sends nothing', async () => {
    let polls = 0
    const error = await pollUntilFinal('wait', id, { signal: AbortSignal.abort('gone') }, async () => {
      polls++
      return { status: 'PENDING' }
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'ABORTED', operation: 'wait', cause: 'gone' })
    expect(polls).toBe(0)
  })

  it('refuses intervals and limits that are not positive numbers', async () => {
    for (const field of ['pollingInterval', 'maxPollingInterval', 'timeout', 'requestTimeout'])
      await expect(
        pollUntilFinal('wait', id, { [field]: 0 }, async () => ({ status: 'x', result: 1 })),
      ).rejects.toMatchObject({ field })
  })
})
