import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * A demo step ran but its effect is not what it should be: a balance, a supply, an answer that
 * differs from what the step must have caused. `check` says what was expected and what was seen.
 *
 * @example
 * throw new DemoCheckError('bob holds 240 GEM, expected 250 GEM')
 */
export class DemoCheckError extends LedgernetError<'DEMO_CHECK_FAILED'> {
  override name = 'DemoCheckError' as const
  declare readonly check: string

  constructor(check: string) {
    super(`Check failed: ${check}.`, { code: 'DEMO_CHECK_FAILED', packageTag })
    Object.assign(this, { check })
  }
}
