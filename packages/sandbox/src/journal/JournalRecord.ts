import type { SandboxState } from '../generated/controls/methods.gen.js'

/**
 * Where the ledger's clock stood when a record was written: the time of the round (ms since the
 * epoch), the epoch and the round. Every record carries it, so a replay ends on the same clock.
 *
 * @example
 * const at: JournalClock = { time: 1767225600000, epoch: 2, round: 17 }
 */
export type JournalClock = { time: number; epoch: number; round: number }

/**
 * One record of the sandbox's journal: what the ledger writes (`JournalWriter`) and what a replay
 * reads back (`replayJournal`), the same type on both sides.
 *
 * - `clock`: the clock moved without a transaction (a new epoch, `mine(n)`, `increaseEpoch`), or a
 *   write that only probes a failing disk.
 * - `gateway`: a Gateway API or JSON-RPC transaction committed at `version` (its signed bytes).
 * - `v0`: a v0 transaction committed at `version` with its receipt's status and the fee it paid.
 * - `balance`: `setBalance` (no version: the supply moves with the balance).
 * - `state`: a whole state (`loadState`, or a revert past a reset or a loaded state) at `version`;
 *   the journal's later records build on it.
 *
 * @example
 * const record: JournalRecord = { type: 'gateway', version: 1, time: 1767225600000, epoch: 0, round: 1, signed: '0a…' }
 */
export type JournalRecord =
  | ({ type: 'clock' } & JournalClock)
  | ({ type: 'gateway'; version: number; signed: string } & JournalClock)
  | ({
      type: 'v0'
      version: number
      notarized: string
      status: 'Succeeded' | 'Failed'
      costUnits: number
      costUnitPrice: string
    } & JournalClock)
  | ({ type: 'balance'; account: string; resource: string; amount: string; key?: string } & JournalClock)
  | ({ type: 'state'; version: number; state: SandboxState } & JournalClock)

/**
 * Where a ledger writes its journal records: the sandbox's journal file on Node (`Journal`), or
 * nothing (an in-memory ledger). `append` resolves once the records are durable and throws a
 * `JournalWriteError` when they are not; `truncate` cuts back to a `size` the journal had.
 *
 * @example
 * const sink: JournalSink = await Journal.open(dataDir).then((opened) => opened.journal)
 */
export type JournalSink = {
  readonly size: number
  append(records: readonly JournalRecord[]): Promise<void>
  truncate(size: number): Promise<void>
}
