/**
 * Calls `run` once every `roundMs` milliseconds, never twice at once: the next round is
 * scheduled when the previous one has finished (a round waits for its journal write), aiming at
 * the original cadence. Paused, it schedules nothing until resumed. Its timer does not keep the
 * process alive by itself.
 *
 * @example
 * const timer = new RoundTimer(100, () => ledger.runRound(), (error) => logger.error(String(error)))
 * timer.start()
 * await timer.stop()
 */
export class RoundTimer {
  readonly roundMs: number
  readonly #run: () => Promise<void>
  readonly #onError: (error: unknown) => void
  #timer: ReturnType<typeof setTimeout> | undefined
  #running: Promise<void> | undefined
  #paused = false
  #stopped = false
  #next = 0

  constructor(roundMs: number, run: () => Promise<void>, onError: (error: unknown) => void) {
    this.roundMs = roundMs
    this.#run = run
    this.#onError = onError
  }

  start(): void {
    this.#next = Date.now() + this.roundMs
    this.#schedule()
  }

  get paused(): boolean {
    return this.#paused
  }

  pause(): void {
    this.#paused = true
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = undefined
  }

  resume(): void {
    if (this.#stopped || !this.#paused) return
    this.#paused = false
    this.#next = Date.now() + this.roundMs
    if (!this.#running) this.#schedule()
  }

  /** Stops scheduling and waits for a round in progress. Idempotent. */
  async stop(): Promise<void> {
    this.#stopped = true
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = undefined
    await this.#running
  }

  #schedule(): void {
    if (this.#stopped || this.#paused) return
    const delay = Math.max(0, this.#next - Date.now())
    this.#timer = setTimeout(() => this.#tick(), delay)
    this.#timer.unref?.()
  }

  #tick(): void {
    this.#timer = undefined
    this.#running = this.#run()
      .catch(this.#onError)
      .finally(() => {
        this.#running = undefined
        // After a stall (a slow disk, a paused process) start afresh instead of running a burst
        // of rounds to catch up.
        this.#next = Math.max(this.#next + this.roundMs, Date.now())
        this.#schedule()
      })
  }
}
