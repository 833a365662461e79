/**
 * A state of the ledger as every Gateway answer reports it.
 *
 * @example
 * const state: LedgerStateView = { version: 3, timestamp: '2024-05-14T09:21:07.512Z', epoch: 1, round: 4 }
 */
export type LedgerStateView = { version: number; timestamp: string; epoch: number; round: number }

/**
 * Where a ledger's clock stands: its version, the time of its last round (ms since the epoch),
 * its epoch and round.
 *
 * @example
 * const at: ClockReading = { version: 0, time: Date.now(), epoch: 0, round: 0 }
 */
export type ClockReading = { version: number; time: number; epoch: number; round: number }

/**
 * Which older state a query asks for: a `version`, the last at or before a `timestamp`, or the
 * last of an `epoch` (and `round`) — the Gateway API's `at_state_identifier`.
 *
 * @example
 * const point: StatePoint = { epoch: 3, round: 10 }
 */
export type StatePoint = { version?: number; timestamp?: string; epoch?: number; round?: number }

/** The time, epoch and round of each version (index: version − the first version known). */
type ClockEntry = { timestamp: number; epoch: number; round: number }

/**
 * The ledger's clock: its version (one per committed transaction), the time of its last round,
 * the epoch and round, and the time, epoch and round of every version since the first it knows
 * (genesis, or a loaded state) — what `at_state_identifier` reads. A round moves it forward (a
 * new epoch every `roundsPerEpoch` rounds); `mine(n)` and `increaseEpoch` jump it.
 *
 * @example
 * const clock = new Clock({ version: 0, time: Date.now(), epoch: 0, round: 0 })
 * clock.startRound(100, Date.now()) // round 1
 * clock.commit(1) // version 1, at that round
 * clock.view() // { version: 1, timestamp: '…', epoch: 0, round: 1 }
 */
export class Clock {
  epoch: number
  round: number
  time: number
  version: number
  #history: ClockEntry[]
  /** The version of `#history[0]`: 0, or the version of a loaded state. */
  readonly #historyBase: number
  #isoTime = Number.NaN
  #iso = ''

  constructor(start: ClockReading, history?: { entries: ClockEntry[]; base: number }) {
    this.version = start.version
    this.time = start.time
    this.epoch = start.epoch
    this.round = start.round
    this.#history = history?.entries ?? [{ timestamp: start.time, epoch: start.epoch, round: start.round }]
    this.#historyBase = history?.base ?? start.version
  }

  /** The current state: version, time of the last round, epoch and round. */
  view(): LedgerStateView {
    return { version: this.version, timestamp: this.#timestamp(), epoch: this.epoch, round: this.round }
  }

  /** The clock as plain numbers. */
  reading(): ClockReading {
    return { version: this.version, time: this.time, epoch: this.epoch, round: this.round }
  }

  /** The time of the last round in ISO 8601, formatted once per round. */
  #timestamp(): string {
    if (this.#isoTime !== this.time) {
      this.#isoTime = this.time
      this.#iso = new Date(this.time).toISOString()
    }
    return this.#iso
  }

  /** Starts a round at `time`: the next round, or round 0 of the next epoch. True when a new epoch began. */
  startRound(roundsPerEpoch: number, time: number): boolean {
    this.round += 1
    this.time = time
    if (this.round < roundsPerEpoch) return false
    this.epoch += 1
    this.round = 0
    return true
  }

  /** Moves to an epoch and round at `time` without a version (`mine(n)`, `increaseEpoch`, a replayed clock record). */
  moveTo(clock: { time: number; epoch: number; round: number }): void {
    this.time = clock.time
    this.epoch = clock.epoch
    this.round = clock.round
  }

  /** Records that `version` was committed now (at the current time, epoch and round). */
  commit(version: number): void {
    this.version = version
    this.#history.push({ timestamp: this.time, epoch: this.epoch, round: this.round })
  }

  /**
   * An older state: at `version`, the last at or before `timestamp`, or the last of `epoch` (and
   * `round`). `{ problem }` when the state is ahead of the ledger or before what it knows.
   */
  stateAt(at: StatePoint): LedgerStateView | { problem: string } {
    const base = this.#historyBase
    const view = (version: number): LedgerStateView => {
      const entry = this.#history[version - base]!
      return { version, timestamp: new Date(entry.timestamp).toISOString(), epoch: entry.epoch, round: entry.round }
    }
    if (at.version !== undefined) {
      if (at.version > this.version)
        return { problem: `version ${at.version} is ahead of the ledger (at ${this.version})` }
      if (at.version < base)
        return { problem: `version ${at.version} is before the state this ledger loaded (version ${base})` }
      return view(at.version)
    }
    if (at.timestamp !== undefined) {
      const time = Date.parse(at.timestamp)
      if (Number.isNaN(time)) return { problem: `timestamp ${at.timestamp} is not a date` }
      if (time > Date.now()) return { problem: `timestamp ${at.timestamp} is ahead of the ledger` }
      if (time < this.#history[0]!.timestamp)
        return {
          problem: `timestamp ${at.timestamp} is before ${base === 0 ? 'genesis' : 'the loaded state'} (${new Date(this.#history[0]!.timestamp).toISOString()})`,
        }
      return view(this.#lastVersion((entry) => entry.timestamp <= time))
    }
    const epoch = at.epoch ?? 0
    const round = at.round ?? Number.MAX_SAFE_INTEGER
    if (epoch > this.epoch || (epoch === this.epoch && at.round !== undefined && round > this.round))
      return {
        problem: `epoch ${epoch}${at.round !== undefined ? ` round ${round}` : ''} is ahead of the ledger (epoch ${this.epoch} round ${this.round})`,
      }
    return view(this.#lastVersion((entry) => entry.epoch < epoch || (entry.epoch === epoch && entry.round <= round)))
  }

  /** The last version whose entry satisfies `atOrBefore` (entries are in time order). */
  #lastVersion(atOrBefore: (entry: ClockEntry) => boolean): number {
    let low = 0
    let high = this.#history.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (atOrBefore(this.#history[middle]!)) low = middle
      else high = middle - 1
    }
    return low + this.#historyBase
  }

  /** What `clockInvariantProblems` checks: the clock and how many versions its history holds. */
  shape(): { version: number; epoch: number; round: number; historyBase: number; historyLength: number } {
    return {
      version: this.version,
      epoch: this.epoch,
      round: this.round,
      historyBase: this.#historyBase,
      historyLength: this.#history.length,
    }
  }

  /** An independent copy, for a snapshot (the history's entries are never changed, only appended). */
  copy(): Clock {
    return new Clock(this.reading(), { entries: this.#history.slice(), base: this.#historyBase })
  }
}
