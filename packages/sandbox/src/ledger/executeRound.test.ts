import { PrivateKey } from '@ledgernet/crypto'
import type { UnsignedTransaction } from '@ledgernet/transaction'
import { describe, expect, it } from 'vitest'
import { defaultFeeTable } from '../feeTable.js'
import { enginePlatform } from '../platform/enginePlatform.js'
import { AddressBook } from './AddressBook.js'
import { commitRound, executeRound } from './executeRound.js'
import { genesisState } from './genesisState.js'
import { LedgerStatistics } from './LedgerStatistics.js'
import { ledgerValueAt } from './LedgerValue.js'
import { Mempool } from './Mempool.js'
import { NATIVE_RESOURCE_ID, nativeToken } from './nativeToken.js'
import { TransactionIndex } from './TransactionIndex.js'
import type { GatewayRecord } from './TransactionRecord.js'

const [alice, bob] = [PrivateKey.generate().publicKey, PrivateKey.generate().publicKey]
const book = new AddressBook()
const [from, to] = [book.ofKey(alice), book.ofKey(bob)]
const transfer = (amount: bigint, endEpoch = 10n): GatewayRecord => {
  const transaction: UnsignedTransaction = {
    network: 'localnet',
    startEpoch: 0n,
    endEpoch,
    nonce: 1n,
    feePayer: from.address,
    fee: 1n,
    disableTokenMintAndBurn: false,
    actions: [{ type: 'TransferTokens', from: from.address, to: to.address, token: nativeToken.rri, amount }],
  }
  return {
    kind: 'gateway',
    id: `${amount}`.padStart(64, '0'),
    payloadHash: `${amount}`,
    signedHex: `0a${amount}`,
    transaction,
    submittedVersion: 0,
    submittedAt: 0,
    status: 'PENDING',
  }
}

describe('executeRound and commitRound', () => {
  it('run a batch in order, each all or nothing; the committed take the next versions and records, the failed neither', () => {
    const genesis = { timestamp: 0, allocations: [{ publicKey: alice, amount: 100n }] }
    const value = ledgerValueAt(
      genesisState(genesis, book),
      { version: 5, time: 0, epoch: 0, round: 0 },
      {
        mempool: new Mempool(defaultFeeTable, 10),
        index: new TransactionIndex({ count: 10, ageMs: 1000 }),
        statistics: new LedgerStatistics(enginePlatform),
      },
    )
    const batch = [transfer(60n), transfer(60n), transfer(30n, 0n), transfer(30n)]
    for (const record of batch) value.index.add(record)
    const draft = value.state.draft()
    const at = { time: 7, epoch: 0, round: 1 }
    const { outcomes, records } = executeRound({ draft, book, fees: defaultFeeTable, batch, version: 5, at })
    expect(outcomes.map((outcome) => outcome.version)).toEqual([6, undefined, undefined, 7])
    expect(records).toEqual([
      { type: 'gateway', version: 6, ...at, signed: '0a60' },
      { type: 'gateway', version: 7, ...at, signed: '0a30' },
    ])
    expect(value.state.balance(to.id, NATIVE_RESOURCE_ID)).toBe(0n) // nothing outside the draft yet
    draft.mergeIntoParent()
    value.clock.startRound(100, 7)
    const events = commitRound(value, outcomes, 7)
    expect(value.state.balance(to.id, NATIVE_RESOURCE_ID)).toBe(90n)
    expect(value.state.balance(from.id, NATIVE_RESOURCE_ID)).toBe(100n - 90n - 2n)
    expect(events.map((event) => [event.status, event.stateVersion])).toEqual([
      ['CONFIRMED', 6],
      ['FAILED', undefined],
      ['FAILED', undefined],
      ['CONFIRMED', 7],
    ])
    expect(batch.map((record) => record.status)).toEqual(['CONFIRMED', 'FAILED', 'FAILED', 'CONFIRMED'])
    expect(batch[1]!.failedVersion).toBe(6)
    expect(value.clock.version).toBe(7)
    expect(value.statistics.stats(0)).toMatchObject({ processed: 4, failed: 2 })
    expect(value.index.failedCount).toBe(2)
  })
})
