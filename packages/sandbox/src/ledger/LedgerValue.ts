import { Clock, type ClockReading } from './Clock.js'
import type { LedgerStatistics } from './LedgerStatistics.js'
import { Mempool } from './Mempool.js'
import type { StateLayer } from './StateLayer.js'
import type { TransactionIndex } from './TransactionIndex.js'
import type { TransactionRecord } from './TransactionRecord.js'

/**
 * The ledger's whole mutable state as one value: the committed state (balances, tokens, units),
 * the clock, the mempool, every transaction's record and the statistics. A snapshot is a copy of
 * it, a revert puts the copy back, a reset or a loaded state replaces it. Whatever is added to
 * the ledger's state belongs here, so that all three keep working without listing it again.
 *
 * @example
 * const copy = copyLedgerValue(value) // what `snapshot()` keeps
 */
export type LedgerValue = {
  readonly state: StateLayer
  readonly clock: Clock
  readonly mempool: Mempool
  readonly index: TransactionIndex
  readonly statistics: LedgerStatistics
}

/**
 * An independent copy of a ledger value: writes to either do not show in the other. The records
 * of transactions still pending are copied too (a round changes a record in place when it commits
 * it); committed and failed records never change again and are shared, as are the state's
 * entries, so a copy costs a walk of the maps, not of their values.
 *
 * @example
 * const snapshot = copyLedgerValue(ledgerValue)
 */
export function copyLedgerValue(value: LedgerValue): LedgerValue {
  const copies = new Map<TransactionRecord, TransactionRecord>(
    value.mempool.records.map((record) => [record, { ...record }]),
  )
  return {
    state: value.state.copy(),
    clock: value.clock.copy(),
    mempool: value.mempool.copy(copies),
    index: value.index.copy(copies),
    statistics: value.statistics.copy(),
  }
}

/**
 * A ledger value holding `state` at `clock` and nothing else: no pending transaction, no record
 * (the index and the statistics given are emptied or kept by the caller), a clock whose history
 * starts there. What a reset (genesis) and a loaded state start from.
 *
 * @example
 * const value = ledgerValueAt(genesisState, { version: 0, time, epoch: 0, round: 0 }, { mempool, index, statistics })
 */
export function ledgerValueAt(
  state: StateLayer,
  clock: ClockReading,
  rest: { mempool: Mempool; index: TransactionIndex; statistics: LedgerStatistics },
): LedgerValue {
  return {
    state,
    clock: new Clock(clock),
    mempool: new Mempool(rest.mempool.fees, rest.mempool.limit),
    index: rest.index,
    statistics: rest.statistics,
  }
}
