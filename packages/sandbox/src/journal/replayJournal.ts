import type { SandboxState } from '../generated/controls/methods.gen.js'
import type { Ledger } from '../ledger/Ledger.js'
import type { StateLayer } from '../ledger/StateLayer.js'
import { readStateDocument } from '../ledger/stateDocument.js'
import { SandboxError } from '../SandboxError.js'
import { precompiledValidators } from '../server/precompiledValidators.js'
import type { JournalRecord } from './JournalRecord.js'

/**
 * A record as `readJournal` read it (any JSON value) as the `JournalRecord` it must be, or why it
 * is not one. What the writer's types promise is checked here, field by field, since the bytes
 * come from a file.
 *
 * @example
 * readJournalRecord({ type: 'clock', time: 1767225600000, epoch: 1, round: 0 }) // the record
 * readJournalRecord({ type: 'clock' }) // 'has no time, epoch and round'
 */
export function readJournalRecord(raw: unknown): JournalRecord | string {
  if (typeof raw !== 'object' || raw === null) return 'is not an object'
  const record = raw as Record<string, unknown>
  const clock = { time: Number(record.time), epoch: Number(record.epoch), round: Number(record.round) }
  if (!Object.values(clock).every(Number.isSafeInteger)) return 'has no time, epoch and round'
  switch (record.type) {
    case 'clock':
      return { type: 'clock', ...clock }
    case 'balance': {
      if (typeof record.amount !== 'string' || !/^(0|[1-9]\d*)$/.test(record.amount)) return 'has no amount'
      if (typeof record.account !== 'string' || typeof record.resource !== 'string')
        return 'sets the balance of an unknown account or resource'
      const key = typeof record.key === 'string' ? { key: record.key } : {}
      return {
        type: 'balance',
        account: record.account,
        resource: record.resource,
        amount: record.amount,
        ...key,
        ...clock,
      }
    }
    case 'state':
      return { type: 'state', version: Number(record.version), state: record.state as SandboxState, ...clock }
    case 'gateway':
      return { type: 'gateway', version: record.version as number, signed: String(record.signed), ...clock }
    case 'v0':
      return {
        type: 'v0',
        version: record.version as number,
        notarized: String(record.notarized),
        status: record.status as 'Succeeded' | 'Failed',
        costUnits: Number(record.costUnits),
        costUnitPrice: String(record.costUnitPrice),
        ...clock,
      }
    default:
      return `has an unknown type ${String(record.type)}`
  }
}

/**
 * Reads a journal's records (as `readJournal` gave them) back into `ledger`, before any round
 * runs: each is read as a `JournalRecord` (`readJournalRecord`), a transaction's version must be
 * the next one (after a `state` record, the one after its version), a state must be a state
 * document the controls would load, and every committed transaction is executed again, in order,
 * and must give the recorded outcome (`Ledger.replayRecord`). Throws a `SandboxError`
 * (`JOURNAL_REPLAY`) naming the first record that does not replay.
 *
 * @example
 * const { journal, records } = await Journal.open(dataDir)
 * replayJournal(ledger, records)
 */
export function replayJournal(ledger: Ledger, records: readonly unknown[]): void {
  let expected = 1
  for (const [index, raw] of records.entries()) {
    const record = readJournalRecord(raw)
    if (typeof record === 'string') throw replayError(index, record)
    if (record.type === 'gateway' || record.type === 'v0') {
      if (record.version !== expected)
        throw replayError(index, `has version ${String(record.version)} where ${expected} was expected`)
      expected += 1
    }
    const problem = ledger.replayRecord(record, record.type === 'state' ? readState(record.state) : undefined)
    if (problem !== undefined) throw replayError(index, problem)
    if (record.type === 'state') expected = record.version + 1
  }
}

function replayError(index: number, reason: string): SandboxError<'JOURNAL_REPLAY'> {
  return new SandboxError(`The sandbox journal cannot be replayed: record ${index} ${reason}.`, {
    code: 'JOURNAL_REPLAY',
  })
}

/** The state a `state` record holds, checked as `sandbox_loadState` checks a document; `undefined` when it is none. */
function readState(document: unknown): { state: StateLayer } | undefined {
  if (precompiledValidators.sandbox().validateRpcParams('sandbox_loadState', [document]).length > 0) return undefined
  const read = readStateDocument(document as SandboxState)
  return 'state' in read ? { state: read.state } : undefined
}
