import type { ContractFailure } from '../report/ContractReport.js'

/**
 * A failure when `seen` is not `expected` (`Object.is`), else nothing: for the values the specs
 * state in words (an rri equals its derivation, an answer names the id asked for).
 *
 * @example
 * expectValue('gateway.submitTransaction', '/body/duplicate', true, body.duplicate, 'a re-submission is a duplicate')
 */
export function expectValue(
  operation: string,
  path: string,
  expected: unknown,
  seen: unknown,
  message: string,
): ContractFailure[] {
  return Object.is(expected, seen) ? [] : [{ operation, path, message, expected, seen }]
}

/**
 * The check of a submission's `duplicate` flag (at `path` of its answer): false for a first
 * submission, true for a re-submission, which is not executed again.
 *
 * @example
 * expectDuplicate('gateway.submitTransaction', '/body/duplicate', true, fieldOf(answer.body, 'duplicate'))
 */
export function expectDuplicate(operation: string, path: string, duplicate: boolean, seen: unknown): ContractFailure[] {
  return expectValue(
    operation,
    path,
    duplicate,
    seen,
    duplicate
      ? 'a re-submission must be answered duplicate: true (it is not executed again)'
      : 'a first submission is not a duplicate',
  )
}

/**
 * The value at a path of plain keys inside a parsed JSON value, or `undefined`.
 *
 * @example
 * fieldOf({ a: { b: 1 } }, 'a', 'b') // 1
 */
export function fieldOf(value: unknown, ...path: string[]): unknown {
  let current = value
  for (const key of path)
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined
  return current
}
