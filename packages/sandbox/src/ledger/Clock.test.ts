import { describe, expect, it } from 'vitest'
import { Clock } from './Clock.js'

const start = Date.UTC(2026, 0, 1)

describe('Clock', () => {
  it('starts rounds, a new epoch every roundsPerEpoch, and records the clock of each committed version', () => {
    const clock = new Clock({ version: 0, time: start, epoch: 0, round: 0 })
    expect(clock.startRound(3, start + 10)).toBe(false)
    clock.commit(1)
    clock.commit(2)
    expect(clock.startRound(3, start + 20)).toBe(false)
    expect(clock.startRound(3, start + 30)).toBe(true)
    expect(clock.view()).toEqual({ version: 2, timestamp: new Date(start + 30).toISOString(), epoch: 1, round: 0 })
    expect(clock.stateAt({ version: 1 })).toEqual({
      version: 1,
      timestamp: new Date(start + 10).toISOString(),
      epoch: 0,
      round: 1,
    })
    expect(clock.stateAt({ epoch: 0 })).toMatchObject({ version: 2 })
    expect(clock.stateAt({ timestamp: new Date(start + 5).toISOString() })).toMatchObject({ version: 0 })
    expect(clock.stateAt({ version: 3 })).toEqual({ problem: 'version 3 is ahead of the ledger (at 2)' })
    expect(clock.shape()).toEqual({ version: 2, epoch: 1, round: 0, historyBase: 0, historyLength: 3 })
  })

  it('starts its history where it starts (a loaded state), and copies independently', () => {
    const loaded = new Clock({ version: 40, time: start, epoch: 7, round: 2 })
    expect(loaded.stateAt({ version: 39 })).toEqual({
      problem: 'version 39 is before the state this ledger loaded (version 40)',
    })
    const copy = loaded.copy()
    loaded.moveTo({ time: start + 1, epoch: 9, round: 0 })
    loaded.commit(41)
    expect(copy.reading()).toEqual({ version: 40, time: start, epoch: 7, round: 2 })
    expect(copy.shape().historyLength).toBe(1)
    expect(loaded.shape()).toMatchObject({ version: 41, historyLength: 2 })
  })
})
