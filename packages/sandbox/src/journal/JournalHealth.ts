import type { SandboxLogger } from '../SandboxLogger.js'

/**
 * What the node REST API reports of the journal's health (`ledger.faults.store`).
 *
 * @example
 * const view: JournalHealthView = {
 *   failures: 1,
 *   failing: true,
 *   error: 'ENOSPC: no space left on device, write',
 *   since: '2026-01-05T10:00:00.000Z',
 * }
 */
export type JournalHealthView = { failures: number; failing: boolean; error?: string; since?: string }

/**
 * Whether the journal's last write succeeded. While it did not, the ledger refuses new
 * transactions and every round tries again; the first failure of a streak and the recovery are
 * logged (not every retry: a round runs every few milliseconds).
 *
 * @example
 * const health = new JournalHealth(logger)
 * health.failed(new Error('ENOSPC'))
 * health.failing // true: submissions are refused
 * health.succeeded() // logged: writes succeed again
 */
export class JournalHealth {
  readonly #logger: SandboxLogger
  #failures = 0
  #streak = 0
  #error: string | undefined
  #since: number | undefined

  constructor(logger: SandboxLogger) {
    this.#logger = logger
  }

  /** True while the last journal write failed. */
  get failing(): boolean {
    return this.#since !== undefined
  }

  /** Why the last write failed, while `failing`. */
  get error(): string | undefined {
    return this.failing ? this.#error : undefined
  }

  /**
   * Records a failed write. `error` (what the journal threw) is reported by the system's error it
   * carries (`ENOSPC: no space left on device, write`), the way the disk said it.
   */
  failed(error: unknown): void {
    const text = writeErrorText(error)
    this.#failures += 1
    this.#streak += 1
    const first = this.#since === undefined
    this.#since ??= Date.now()
    if (first || text !== this.#error)
      this.#logger.error(
        `journal write failed (${text}): nothing of the round was committed, and new transactions are refused until a write succeeds`,
        { error: text, journal: (error as { shortMessage?: string } | undefined)?.shortMessage ?? text },
      )
    this.#error = text
  }

  succeeded(): void {
    if (this.#since === undefined) return
    this.#logger.warn(
      `journal writes succeed again after ${this.#streak} failed attempt${this.#streak === 1 ? '' : 's'} over ${Date.now() - this.#since} ms; transactions are accepted again`,
      {
        lastError: this.#error,
      },
    )
    this.#since = undefined
    this.#streak = 0
  }

  view(): JournalHealthView {
    return {
      failures: this.#failures,
      failing: this.failing,
      ...(this.#error !== undefined ? { error: this.#error } : {}),
      ...(this.#since !== undefined ? { since: new Date(this.#since).toISOString() } : {}),
    }
  }
}

/**
 * How a failed journal write is reported: the system's error it carries
 * (`ENOSPC: no space left on device, write`), the way the disk said it, else its own message.
 *
 * @example
 * writeErrorText(new JournalWriteError(path, enospc, true, 4096)) // 'ENOSPC: no space left on device, write'
 */
export function writeErrorText(error: unknown): string {
  const cause = (error as { cause?: unknown } | undefined)?.cause
  return cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error)
}
