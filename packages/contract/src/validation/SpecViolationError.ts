import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'
import type { SpecViolation } from './SpecViolation.js'

/**
 * Thrown by a validating fetch in `throw` mode: a request our client was about to send, or an
 * answer it got, does not match the spec. `violations` lists every place, each naming the
 * operation, the direction and the JSON path.
 *
 * @example
 * try {
 *   await deriveToken({ client: gateway, body: { public_key, symbol } })
 * } catch (error) {
 *   if (error instanceof SpecViolationError) console.log(error.violations[0]?.path)
 * }
 */
export class SpecViolationError extends LedgernetError<'SPEC_VIOLATION'> {
  override name = 'SpecViolationError' as const
  readonly violations: readonly SpecViolation[]
  readonly operation: string
  readonly direction: SpecViolation['direction']

  constructor(violations: readonly SpecViolation[]) {
    const first = violations[0]
    const operation = first ? `${first.spec}.${first.operation}` : 'unknown operation'
    const direction = first?.direction ?? 'response'
    super(
      `${operation}: the ${direction} does not match the spec (${violations.length} ${violations.length === 1 ? 'violation' : 'violations'}).`,
      {
        code: 'SPEC_VIOLATION',
        packageTag,
        metaMessages: violations
          .slice(0, 10)
          .map((violation) => `${violation.direction} ${violation.path || '/'}: ${violation.message}`),
      },
    )
    this.violations = violations
    this.operation = operation
    this.direction = direction
  }
}
