import { describe, expect, it } from 'vitest'
import type { Ledger } from './ledger/Ledger.js'
import { SandboxControls } from './SandboxControls.js'

// A ledger whose clock stands where no test can bring a real one in reasonable time (loaded at
// 2^52 at most, it takes millions of calls to near 2^53): the clock controls refuse before
// touching it.
const nearTheEnd = {
  epoch: Number.MAX_SAFE_INTEGER - 10,
  round: 0,
  roundsPerEpoch: 1,
  mine: () => {
    throw new Error('the ledger was touched')
  },
  increaseEpoch: () => {
    throw new Error('the ledger was touched')
  },
} as unknown as Ledger

describe('SandboxControls', () => {
  it('refuses, naming the argument, to move the epoch past 2^53 − 1', async () => {
    const controls = new SandboxControls({ ledger: nearTheEnd, enabled: true })
    await expect(controls.increaseEpoch(11)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', field: 'epochs' })
    await expect(controls.mine(11)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', field: 'rounds' })
  })
})
