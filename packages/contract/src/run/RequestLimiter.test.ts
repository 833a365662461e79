import { describe, expect, it } from 'vitest'
import { createRequestLimiter } from './RequestLimiter.js'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createRequestLimiter', () => {
  it('keeps at most `concurrency` requests in flight, in the order they came', async () => {
    const limiter = createRequestLimiter({ concurrency: 2 })
    let inFlight = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        limiter.run(async () => {
          inFlight += 1
          most = Math.max(most, inFlight)
          order.push(index)
          await tick()
          inFlight -= 1
        }),
      ),
    )
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4])
  })

  it('spaces the starts by 1/rate seconds', async () => {
    const limiter = createRequestLimiter({ concurrency: 10, rate: 50 })
    const starts: number[] = []
    await Promise.all([0, 1, 2, 3].map(() => limiter.run(async () => void starts.push(performance.now()))))
    // A timer never fires early: the k-th start is at least k intervals after the first (a late
    // timer only makes the gaps after it shorter, never the span).
    for (let index = 1; index < starts.length; index++)
      expect(starts[index]! - starts[0]!).toBeGreaterThanOrEqual(20 * index - 2)
  })

  it('lets a waiting request go when its signal aborts, with the signal’s reason', async () => {
    const limiter = createRequestLimiter({ concurrency: 1 })
    let release: () => void = () => {}
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)))
    const controller = new AbortController()
    const second = limiter.run(async () => 'sent', controller.signal)
    controller.abort(new Error('stop'))
    await expect(second).rejects.toThrow('stop')
    release()
    await first
    expect(await limiter.run(async () => 'free again')).toBe('free again')
  })
})
