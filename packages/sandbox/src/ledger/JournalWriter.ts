import { JournalHealth } from '../journal/JournalHealth.js'
import type { JournalRecord, JournalSink } from '../journal/JournalRecord.js'
import { JOURNAL_HEADER_BYTES } from '../journal/readJournal.js'
import type { SandboxLogger } from '../SandboxLogger.js'

/** With automine, how often a failing journal is tried again (nothing else would write). */
const JOURNAL_RETRY_MS = 100

/**
 * Where the journal stood when a snapshot was taken: its size, and which generation of it (a
 * reset or a loaded state starts the journal afresh, after which that size means nothing).
 *
 * @example
 * const mark: JournalMark = { size: 4096, generation: 0 }
 */
export type JournalMark = { size: number; generation: number }

/**
 * The ledger's side of its journal: writes records to the sink (none for a ledger in memory),
 * keeps the journal's health (a failed write is reported, transactions are refused until a write
 * succeeds), tries a failing journal again while nothing else would write (automine), and cuts it
 * back for a revert or a reset — or writes a whole state where a cut cannot reach.
 *
 * @example
 * const writer = new JournalWriter({ sink: journal, logger, retry: { wanted: () => ledger.automine, run } })
 * const failure = await writer.write([{ type: 'clock', time: Date.now(), epoch: 1, round: 0 }])
 */
export class JournalWriter {
  readonly #sink: JournalSink | undefined
  readonly #retry: { wanted(): boolean; run(): Promise<unknown> }
  /** Whether the journal's last write succeeded; while it did not, submissions are refused. */
  readonly health: JournalHealth
  #generation = 0
  #timer: ReturnType<typeof setTimeout> | undefined
  #closed = false

  constructor(options: {
    sink: JournalSink | undefined
    logger: SandboxLogger
    /** With a failing journal: whether to try again by itself now (automine), and how (a round, or a clock record). */
    retry: { wanted(): boolean; run(): Promise<unknown> }
  }) {
    this.#sink = options.sink
    this.#retry = options.retry
    this.health = new JournalHealth(options.logger)
  }

  /** Whether there is a journal at all. */
  get enabled(): boolean {
    return this.#sink !== undefined
  }

  /** Writes `records`, if there is a journal; the error (the fault recorded) when the write failed. */
  async write(records: readonly JournalRecord[]): Promise<unknown> {
    if (!this.#sink) return undefined
    try {
      await this.#sink.append(records)
    } catch (error) {
      this.health.failed(error)
      this.#scheduleRetry()
      return error ?? new Error('the journal write failed')
    }
    this.health.succeeded()
    return undefined
  }

  /** Writes a whole state (a `state` record), which starts a new generation of the journal; throws the write's failure. */
  async writeState(record: Extract<JournalRecord, { type: 'state' }>): Promise<void> {
    const failure = await this.write([record])
    if (failure !== undefined) throw failure
    this.#generation += 1
  }

  /** Where the journal stands, for a snapshot; `undefined` without a journal. */
  mark(): JournalMark | undefined {
    return this.#sink ? { size: this.#sink.size, generation: this.#generation } : undefined
  }

  /**
   * Takes the journal back to `mark` for a revert: cut back to its size when it still holds the
   * records up to it; after a reset or a loaded state it does not, and the whole state of the
   * snapshot (`state()`) is written instead. Throws when the disk refuses (nothing changed).
   */
  async rewind(mark: JournalMark | undefined, state: () => Extract<JournalRecord, { type: 'state' }>): Promise<void> {
    if (!this.#sink || mark === undefined) return
    if (mark.generation === this.#generation) await this.#cut(this.#sink, mark.size)
    else await this.writeState(state())
  }

  /** Empties the journal for a reset (a new generation); throws when the disk refuses the cut. */
  async restart(): Promise<void> {
    if (this.#sink) await this.#cut(this.#sink, JOURNAL_HEADER_BYTES)
    this.#generation += 1
  }

  /**
   * Cuts the journal back to `size`. When the disk refuses the cut the file is as it was: the
   * fault is reported and this throws, and the control changes nothing. When only the sync after
   * the cut fails, the file is cut as this process sees it: the control goes on, the fault is
   * reported (transactions are refused until a write succeeds) and the next write syncs the cut
   * first — a crash before that replays the ledger as it was before the control, every
   * transaction it confirmed included.
   */
  async #cut(sink: JournalSink, size: number): Promise<void> {
    try {
      await sink.truncate(size)
    } catch (error) {
      this.health.failed(error)
      this.#scheduleRetry()
      if (sink.size !== size) throw error
      return
    }
    this.health.succeeded()
  }

  /**
   * With automine, no round runs unless a transaction is submitted, and submissions are refused
   * while the journal fails: so a write is tried again every `JOURNAL_RETRY_MS` until one
   * succeeds. Interval rounds and `mine` try again by themselves.
   */
  #scheduleRetry(): void {
    if (this.#timer !== undefined || this.#closed || !this.health.failing || !this.#retry.wanted()) return
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      if (this.#closed || !this.health.failing || !this.#retry.wanted()) return
      void this.#retry.run()
    }, JOURNAL_RETRY_MS)
    this.#timer.unref?.()
  }

  /** Stops trying a failing journal again. */
  close(): void {
    this.#closed = true
    if (this.#timer !== undefined) clearTimeout(this.#timer)
    this.#timer = undefined
  }
}
