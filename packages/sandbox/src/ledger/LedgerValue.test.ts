import { PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { defaultFeeTable } from '../feeTable.js'
import { enginePlatform } from '../platform/enginePlatform.js'
import { AddressBook } from './AddressBook.js'
import { genesisState } from './genesisState.js'
import { LedgerStatistics } from './LedgerStatistics.js'
import { copyLedgerValue, ledgerValueAt } from './LedgerValue.js'
import { Mempool } from './Mempool.js'
import { NATIVE_RESOURCE_ID } from './nativeToken.js'
import { TransactionIndex } from './TransactionIndex.js'
import type { GatewayRecord } from './TransactionRecord.js'

describe('copyLedgerValue', () => {
  it('copies every part independently, the pending records included (a round changes them in place)', () => {
    const key = PrivateKey.generate().publicKey
    const book = new AddressBook()
    const account = book.ofKey(key).id
    const value = ledgerValueAt(
      genesisState({ timestamp: 0, allocations: [{ publicKey: key, amount: 5n }] }, book),
      { version: 0, time: 0, epoch: 0, round: 0 },
      {
        mempool: new Mempool(defaultFeeTable, 10),
        index: new TransactionIndex({ count: 10, ageMs: 1000 }),
        statistics: new LedgerStatistics(enginePlatform),
      },
    )
    const pending = { kind: 'gateway', id: 'a', payloadHash: 'pa', status: 'PENDING' } as GatewayRecord
    value.mempool.add(pending)
    value.index.add(pending)
    const copy = copyLedgerValue(value)
    pending.status = 'CONFIRMED'
    value.state.setBalance(account, NATIVE_RESOURCE_ID, 1n)
    value.clock.commit(1)
    value.mempool.take()
    value.statistics.processed = 1
    expect(copy.state.balance(account, NATIVE_RESOURCE_ID)).toBe(5n)
    expect(copy.clock.version).toBe(0)
    expect(copy.mempool.records).toHaveLength(1)
    expect(copy.mempool.records[0]).toBe(copy.index.transaction('a', 0))
    expect(copy.index.transaction('a', 0)?.status).toBe('PENDING')
    expect(copy.statistics.processed).toBe(0)
  })
})
