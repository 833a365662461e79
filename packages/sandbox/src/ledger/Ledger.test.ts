import { PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { defaultFeeTable } from '../feeTable.js'
import { silentLogger } from '../SandboxLogger.js'
import { Ledger } from './Ledger.js'

describe('Ledger.ledgerStateJson', () => {
  it('is the JSON of ledgerState(), written again when a round or an epoch moves the clock', async () => {
    const genesis = { timestamp: Date.UTC(2026, 0, 1), allocations: [{ publicKey: PrivateKey.generate().publicKey, amount: 10n ** 24n }] }
    const ledger = new Ledger({ genesis, fees: defaultFeeTable, roundsPerEpoch: 2, validityEpochs: 100, logger: silentLogger })
    const seen = new Set<string>()
    const check = () => {
      const json = ledger.ledgerStateJson()
      expect(JSON.parse(json)).toEqual(ledger.ledgerState())
      // The same text until something changes: the answers of one state share it.
      expect(ledger.ledgerStateJson()).toBe(json)
      seen.add(json)
    }
    check()
    expect(JSON.parse(ledger.ledgerStateJson())).toMatchObject({ version: 0, timestamp: '2026-01-01T00:00:00.000Z', epoch: 0, round: 0 })
    await ledger.runRound()
    check()
    await ledger.runRound() // the second round of an epoch of two starts the next epoch
    check()
    await ledger.skipEpochs(3)
    check()
    expect(seen.size).toBe(4)
    expect(JSON.parse(ledger.ledgerStateJson())).toMatchObject({ epoch: 4, round: 0 })
  })
})
