import type { UnsignedTransaction } from '@ledgernet/transaction'
import type { FeeTable } from '../feeTable.js'
import type { JournalClock, JournalRecord } from '../journal/JournalRecord.js'
import type { AddressBook } from './AddressBook.js'
import { applyGatewayTransaction } from './applyGatewayTransaction.js'
import { executeIntent } from './executeIntent.js'
import type { LedgerOutcome } from './LedgerOutcome.js'
import type { LedgerValue } from './LedgerValue.js'
import { failureText, type LedgerViolation } from './LedgerViolation.js'
import type { StateLayer } from './StateLayer.js'
import type { GatewayRecord, IntentRecord, TransactionRecord } from './TransactionRecord.js'
import type { V0Receipt } from './V0Receipt.js'

/**
 * What a round decided for one transaction: a Gateway one committed at `version`, or FAILED with
 * its `failure`; a v0 one with its receipt, judged at `judgedAt` (its version when it Succeeded or
 * Failed; none when Rejected).
 *
 * @example
 * if (outcome.version !== undefined) console.log('committed at', outcome.version)
 */
export type RoundOutcome =
  | { record: GatewayRecord; version?: number; failure?: string }
  | { record: IntentRecord; version?: number; judgedAt: number; receipt: V0Receipt }

/**
 * Runs a Gateway transaction in its own draft of `draft` at `epoch`: all or nothing. Its rules
 * (`applyGatewayTransaction`), and its validity window's end. Answers the rule it broke, if any.
 *
 * @example
 * const violation = executeGatewayTransaction(roundDraft, book, record.transaction, 12)
 */
export function executeGatewayTransaction(
  draft: StateLayer,
  book: AddressBook,
  transaction: UnsignedTransaction,
  epoch: number,
): LedgerViolation | undefined {
  if (BigInt(epoch) >= transaction.endEpoch)
    return {
      kind: 'expired',
      currentEpoch: BigInt(epoch),
      startEpoch: transaction.startEpoch,
      endEpoch: transaction.endEpoch,
    }
  const own = draft.draft()
  const violation = applyGatewayTransaction(own, book, transaction)
  if (!violation) own.mergeIntoParent()
  return violation
}

/**
 * Executes a round's batch in submission order against `draft` (the round's draft of the state),
 * each transaction in a draft of its own: the outcome of each, and the journal records of those
 * that take a version (numbered from `version` + 1), stamped with the round's clock `at`. A FAILED
 * Gateway transaction and a Rejected v0 one charged nothing and changed nothing: they take no
 * version and no record, so that they cost the ledger nothing lasting. Changes nothing but `draft`.
 *
 * @example
 * const { outcomes, records } = executeRound({ draft, book, fees, batch, version: 7, at: { time, epoch: 0, round: 3 } })
 */
export function executeRound(input: {
  draft: StateLayer
  book: AddressBook
  fees: FeeTable
  batch: readonly TransactionRecord[]
  /** The ledger's version before the round. */
  version: number
  at: JournalClock
}): { outcomes: RoundOutcome[]; records: JournalRecord[] } {
  const { draft, book, fees, at } = input
  let version = input.version
  const outcomes: RoundOutcome[] = []
  const records: JournalRecord[] = []
  for (const record of input.batch) {
    if (record.kind === 'gateway') {
      const violation = executeGatewayTransaction(draft, book, record.transaction, at.epoch)
      if (violation) {
        outcomes.push({ record, failure: failureText(violation) })
        continue
      }
      version += 1
      outcomes.push({ record, version })
      records.push({ type: 'gateway', version, ...at, signed: record.signedHex })
      continue
    }
    const receipt = executeIntent(draft, book, fees, record, at.epoch)
    if (receipt.status === 'Rejected') {
      outcomes.push({ record, judgedAt: version, receipt })
      continue
    }
    version += 1
    outcomes.push({ record, version, judgedAt: version, receipt })
    records.push({
      type: 'v0',
      version,
      ...at,
      notarized: record.notarizedHex,
      status: receipt.status,
      costUnits: record.costUnits,
      costUnitPrice: fees.v0.costUnitPrice.toString(),
    })
  }
  return { outcomes, records }
}

/**
 * Makes a round's outcomes (`executeRound`'s, once its journal records are written and its draft
 * merged into the state) part of the ledger `value`: each transaction counts as processed; one
 * committed takes its version (the clock records it; the statistics chain its id); a Gateway one
 * becomes CONFIRMED or FAILED, a v0 one gets its receipt; a FAILED or Rejected one enters the
 * failed window. Answers what to announce, one event per outcome, in order.
 *
 * @example
 * for (const event of commitRound(value, outcomes, started)) feed.send(event)
 */
export function commitRound(value: LedgerValue, outcomes: readonly RoundOutcome[], started: number): LedgerOutcome[] {
  const { clock, index, statistics } = value
  const timestamp = clock.view().timestamp
  const events: LedgerOutcome[] = []
  for (const outcome of outcomes) {
    statistics.processed += 1
    const { record } = outcome
    if (outcome.version !== undefined) {
      clock.commit(outcome.version)
      statistics.committed(record.kind === 'gateway' ? record.id : record.intentHash)
      statistics.pathLatency(started - record.submittedAt)
    }
    if (record.kind === 'gateway') {
      if (outcome.version !== undefined) {
        record.status = 'CONFIRMED'
        record.confirmedVersion = outcome.version
        record.confirmedAt = started
        events.push({
          interface: 'gateway',
          id: record.id,
          status: 'CONFIRMED',
          stateVersion: outcome.version,
          timestamp,
        })
      } else {
        statistics.failed += 1
        record.status = 'FAILED'
        record.failure = (outcome as { failure: string }).failure
        record.failedVersion = clock.version
        index.failed(record, started)
        events.push({ interface: 'gateway', id: record.id, status: 'FAILED', timestamp, failure: record.failure })
      }
      continue
    }
    const { receipt, judgedAt } = outcome as Extract<RoundOutcome, { judgedAt: number }>
    record.receipt = receipt
    record.stateVersion = judgedAt
    if (receipt.status !== 'Succeeded') statistics.failed += 1
    if (receipt.status === 'Rejected') index.failed(record, started)
    events.push({
      interface: 'v0',
      id: record.intentHash,
      status: receipt.status,
      ...(outcome.version !== undefined ? { stateVersion: outcome.version } : {}),
      timestamp,
      ...(receipt.status !== 'Succeeded' && receipt.error_message ? { failure: receipt.error_message } : {}),
    })
  }
  return events
}
