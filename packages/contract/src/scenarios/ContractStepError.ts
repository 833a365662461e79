import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'
import type { ContractFailure } from '../report/ContractReport.js'

/**
 * A scenario step found the server wrong: carries the failures (operation, JSON path, expected,
 * seen) the step records in the report. Ends the scenario, whose later steps depend on it.
 *
 * @example
 * throw new ContractStepError([{ operation: 'gateway.submitTransaction', path: '/body/duplicate', message: 'a re-submission must be a duplicate', expected: true, seen: false }])
 */
export class ContractStepError extends LedgernetError<'CONTRACT_STEP_FAILED'> {
  override name = 'ContractStepError' as const
  readonly failures: readonly ContractFailure[]

  constructor(failures: readonly ContractFailure[]) {
    const first = failures[0]
    super(first ? `${first.operation} ${first.path}: ${first.message}` : 'the step failed', {
      code: 'CONTRACT_STEP_FAILED',
      packageTag,
    })
    this.failures = failures
  }
}
