import { describe, expect, it } from 'vitest'
import { RoundTimer } from './RoundTimer.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(check: () => boolean) {
  for (const started = Date.now(); !check(); await sleep(2))
    if (Date.now() - started > 5000) throw new Error('timed out')
}

describe('RoundTimer', () => {
  it('runs rounds one at a time, pauses, resumes and stops after the round in progress', async () => {
    let running = 0
    let overlapped = false
    let rounds = 0
    const timer = new RoundTimer(
      2,
      async () => {
        running += 1
        if (running > 1) overlapped = true
        await sleep(5) // a round slower than its period (a journal write)
        rounds += 1
        running -= 1
      },
      (error) => {
        throw error
      },
    )
    timer.start()
    await until(() => rounds > 2)
    expect(overlapped).toBe(false)
    timer.pause()
    await sleep(10)
    const paused = rounds
    await sleep(30)
    expect(rounds).toBe(paused)
    timer.resume()
    await until(() => rounds > paused)
    await timer.stop()
    expect(running).toBe(0)
    const stopped = rounds
    await sleep(20)
    expect(rounds).toBe(stopped)
    await timer.stop()
  })

  it('reports a failed round and goes on', async () => {
    const errors: unknown[] = []
    let calls = 0
    const timer = new RoundTimer(
      1,
      async () => {
        calls += 1
        if (calls === 1) throw new Error('disk full')
      },
      (error) => errors.push(error),
    )
    timer.start()
    await until(() => calls > 1)
    await timer.stop()
    expect(errors).toHaveLength(1)
  })
})
