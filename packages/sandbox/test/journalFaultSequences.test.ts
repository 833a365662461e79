import fc from 'fast-check'
import { describe, it } from 'vitest'
import type { DiskFaultKind } from './support/diskFaults.js'
import { cutOffset, LedgerUnderFaults } from './support/ledgerUnderFaults.js'

// Sequences of rounds, faults and restarts drawn at random (fast-check, a fixed seed so that CI
// runs the same ones and a failure replays): a round commits, or its write fails somewhere and the
// disk then recovers, or stays broken until the process stops, or the process simply restarts.
// After every restart, and at the end, everything ever reported CONFIRMED must be CONFIRMED and
// the balances, the supply and the invariants must reconcile.

type Step =
  | { type: 'commit'; transfers: number }
  | {
      type: 'fault'
      transfers: number
      kind: DiskFaultKind
      fraction: number
      afterwards: 'recover' | 'crash' | 'stay broken, then recover'
    }
  | { type: 'restart' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('commit' as const), transfers: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    type: fc.constant('fault' as const),
    transfers: fc.integer({ min: 1, max: 3 }),
    kind: fc.constantFrom<DiskFaultKind>('short', 'ENOSPC', 'EIO', 'fsync'),
    fraction: fc.integer({ min: 0, max: 999 }).map((permille) => permille / 1000),
    afterwards: fc.constantFrom('recover' as const, 'crash' as const, 'stay broken, then recover' as const),
  }),
  fc.record({ type: fc.constant('restart' as const) }),
)

describe('any sequence of journal faults and restarts', () => {
  it('never loses a transaction reported CONFIRMED, and the ledger always reconciles', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 7 }), async (steps) => {
        const ledger = await LedgerUnderFaults.start()
        try {
          for (const [index, current] of steps.entries()) {
            const label = `step ${index + 1} of ${JSON.stringify(steps)}`
            if (current.type === 'restart') {
              await ledger.restart(label, { torn: false })
              await ledger.reconcile(label)
              continue
            }
            const mine = await ledger.send(current.transfers)
            if (current.type === 'commit') {
              await ledger.commitRound(mine, label)
              continue
            }
            const fault = {
              kind: current.kind,
              at: ({ bytes, position }: { bytes: Uint8Array; position: number }) =>
                position + cutOffset(bytes, { fraction: current.fraction }),
            }
            await ledger.failRound(mine, { ...fault, cutBackFails: current.afterwards === 'crash' }, label)
            if (current.afterwards === 'crash') {
              await ledger.restart(label)
              await ledger.reconcile(label)
              continue
            }
            if (current.afterwards === 'stay broken, then recover') {
              // More rounds meet the broken disk: the waiting transfers stay PENDING, nothing is refused twice over.
              await ledger.failRound(mine, fault, `${label}, again`)
            }
            await ledger.recover(mine, label)
          }
          await ledger.restart('the final restart', { torn: false })
          await ledger.reconcile('after the final restart')
        } finally {
          await ledger.close()
        }
      }),
      { numRuns: 25, seed: 15_2026, endOnFailure: true },
    )
  }, 120_000)
})
