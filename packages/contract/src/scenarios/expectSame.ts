import { pointerToken } from '@ledgernet/transport'
import type { ContractFailure } from '../report/ContractReport.js'

/**
 * The failures of an answer that does not say what the runner knows happened: every value of
 * `expected` (walked to its leaves: each field of each object, each item of each array, the array
 * lengths) must be at the same place in `seen`, else one failure per differing value, at its JSON
 * Pointer under `path`, with the expected and the seen value. Fields `seen` has beyond `expected`
 * are not judged (answers are open). For what a server reports about a transaction the runner
 * signed: its actions, its fee, its bytes.
 *
 * @example
 * expectSame('gateway.getTransactionStatus', '/body/transaction/actions', request.actions, record.actions, 'must be the actions signed')
 */
export function expectSame(
  operation: string,
  path: string,
  expected: unknown,
  seen: unknown,
  message: string,
): ContractFailure[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(seen) || seen.length !== expected.length)
      return [
        {
          operation,
          path,
          message: `${message}: ${expected.length} item(s) expected, ${Array.isArray(seen) ? seen.length : 'no array'} seen`,
          expected,
          seen,
        },
      ]
    return expected.flatMap((item, index) =>
      expectSame(operation, `${path}/${pointerToken(index)}`, item, seen[index], message),
    )
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof seen !== 'object' || seen === null || Array.isArray(seen))
      return [{ operation, path, message: `${message}: an object expected`, expected, seen }]
    return Object.entries(expected).flatMap(([key, value]) =>
      expectSame(operation, `${path}/${pointerToken(key)}`, value, (seen as Record<string, unknown>)[key], message),
    )
  }
  return Object.is(expected, seen)
    ? []
    : [
        {
          operation,
          path,
          message: `${message}: ${JSON.stringify(expected)} expected, ${JSON.stringify(seen)} seen`,
          expected,
          seen,
        },
      ]
}
