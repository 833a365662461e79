import { getEventListeners } from 'node:events'
import { describe, expect, it } from 'vitest'
import { sleep } from './sleep.js'

describe('sleep', () => {
  it('waits, then removes its listener', async () => {
    const controller = new AbortController()
    const started = performance.now()
    await sleep(30, controller.signal)
    expect(performance.now() - started).toBeGreaterThanOrEqual(29)
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })

  it('rejects with the reason as soon as the signal aborts', async () => {
    const controller = new AbortController()
    const reason = new Error('stop')
    setTimeout(() => controller.abort(reason), 10)
    const started = performance.now()
    await expect(sleep(10_000, controller.signal)).rejects.toBe(reason)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('rejects at once for an aborted signal', async () => {
    await expect(sleep(10_000, AbortSignal.abort('gone'))).rejects.toBe('gone')
  })
})
