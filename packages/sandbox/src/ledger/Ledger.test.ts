import { PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { defaultFeeTable } from '../feeTable.js'
import { silentLogger } from '../SandboxLogger.js'
import { Ledger } from './Ledger.js'

/** A ledger of one funded account whose clock starts on 2026-01-01, with epochs of three rounds. */
const ledgerWithThreeRoundEpochs = () =>
  new Ledger({
    genesis: {
      timestamp: Date.UTC(2026, 0, 1),
      allocations: [{ publicKey: PrivateKey.generate().publicKey, amount: 10n ** 24n }],
    },
    fees: defaultFeeTable,
    roundsPerEpoch: 3,
    validityEpochs: 100,
    logger: silentLogger,
  })

describe('the ledger clock', () => {
  it('mine(n) runs n rounds, a new epoch every roundsPerEpoch; increaseEpoch jumps to round 0 of a later epoch', async () => {
    const ledger = ledgerWithThreeRoundEpochs()
    expect(ledger.ledgerState()).toMatchObject({
      version: 0,
      timestamp: '2026-01-01T00:00:00.000Z',
      epoch: 0,
      round: 0,
    })
    await ledger.mine(1)
    expect(ledger.ledgerState()).toMatchObject({ epoch: 0, round: 1 })
    await ledger.mine(7)
    expect(ledger.ledgerState()).toMatchObject({ epoch: 2, round: 2 })
    await ledger.increaseEpoch(3)
    expect(ledger.ledgerState()).toMatchObject({ version: 0, epoch: 5, round: 0 })
  })

  it('a revert puts the clock back, and snapshots nest', async () => {
    const ledger = ledgerWithThreeRoundEpochs()
    const outer = await ledger.snapshot()
    await ledger.mine(4)
    const inner = await ledger.snapshot()
    const atInner = ledger.ledgerState()
    await ledger.increaseEpoch(10)
    expect(await ledger.revert(inner)).toEqual(atInner)
    expect(await ledger.revert(inner)).toBeUndefined() // used up
    expect(await ledger.revert(outer)).toMatchObject({ epoch: 0, round: 0 })
  })
})
