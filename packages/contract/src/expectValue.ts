import type { ContractFailure } from './ContractReport.js'

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
