import { fieldOf } from './expectValue.js'

/**
 * The newest ledger state the Gateway API's answers have shown (`ledger_state` of a status
 * answer), fed by the run's recording fetch: a scenario reads it just before a submit, and the
 * record of the transaction must then say it was committed after that version. Older states
 * (an answer read `at_state_identifier`) do not move it.
 *
 * @example
 * const watch = new LedgerWatch()
 * watch.see({ ledger_state: { version: 7 } }, false)
 * watch.version // 7
 */
export class LedgerWatch {
  /** The highest version seen, or `undefined` before any. */
  version: number | undefined

  /** Takes note of an answer body; `atOlderState` for an answer asked about an older state. */
  see(body: unknown, atOlderState: boolean): void {
    if (atOlderState) return
    const version = fieldOf(body, 'ledger_state', 'version')
    if (
      typeof version === 'number' &&
      Number.isSafeInteger(version) &&
      (this.version === undefined || version > this.version)
    )
      this.version = version
  }
}
