import type { ContractFailure } from '../report/ContractReport.js'
import type { SpecViolation } from './SpecViolation.js'

/**
 * Turns spec violations into report failures (`<spec>.<operation>`, path, expectation, value).
 *
 * @example
 * failuresFromViolations(validatingFetch.violations)
 */
export function failuresFromViolations(violations: readonly SpecViolation[]): ContractFailure[] {
  return violations.map((violation) => {
    const failure: ContractFailure = {
      operation: `${violation.spec}.${violation.operation}`,
      path: violation.path,
      message: `${violation.direction}: ${violation.message}`,
    }
    if (violation.expected !== undefined) failure.expected = violation.expected
    if ('seen' in violation) failure.seen = violation.seen
    return failure
  })
}
