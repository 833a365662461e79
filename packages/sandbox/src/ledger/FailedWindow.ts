/**
 * The FAILED and Rejected transactions a ledger still answers for: the most recent `count`, none
 * older than `ageMs`. They took no ledger version and no journal record; past the window they are
 * forgotten (`forget` is called), so that a flood of failing transactions costs bounded memory.
 *
 * @example
 * const window = new FailedWindow({ count: 10_000, ageMs: 3_600_000 }, (id) => records.delete(id))
 * window.add(id, Date.now())
 * window.expire(Date.now())
 */
export class FailedWindow<K> {
  readonly count: number
  readonly ageMs: number
  readonly #forget: (key: K) => void
  #keys: K[] = []
  #times: number[] = []
  #head = 0

  constructor({ count, ageMs }: { count: number; ageMs: number }, forget: (key: K) => void) {
    this.count = count
    this.ageMs = ageMs
    this.#forget = forget
  }

  /** Remembers `key`, failed at `at`; forgets the oldest beyond `count`. */
  add(key: K, at: number): void {
    this.#keys.push(key)
    this.#times.push(at)
    while (this.size > this.count) this.#drop()
  }

  /** Forgets what failed before `now - ageMs`. */
  expire(now: number): void {
    while (this.size > 0 && this.#times[this.#head]! < now - this.ageMs) this.#drop()
  }

  /**
   * An independent window holding the same entries, forgetting through `forget` (by default the
   * same function): a ledger snapshot keeps one, so that a revert puts back what was still
   * answered for then.
   */
  copy(forget: (key: K) => void = this.#forget): FailedWindow<K> {
    const copy = new FailedWindow<K>({ count: this.count, ageMs: this.ageMs }, forget)
    copy.#keys = this.#keys.slice(this.#head)
    copy.#times = this.#times.slice(this.#head)
    return copy
  }

  get size(): number {
    return this.#keys.length - this.#head
  }

  #drop(): void {
    const key = this.#keys[this.#head]!
    this.#head += 1
    this.#forget(key)
    // Compact now and then rather than shifting on every drop.
    if (this.#head > 1024 && this.#head * 2 > this.#keys.length) {
      this.#keys = this.#keys.slice(this.#head)
      this.#times = this.#times.slice(this.#head)
      this.#head = 0
    }
  }
}
