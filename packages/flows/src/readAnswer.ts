import { InvalidResponseError } from '@ledgernet/transport'

/**
 * One server answer as a flow reads it, field by field: each read checks the field's type and
 * throws an `InvalidResponseError` (`SCHEMA_MISMATCH`, the field's JSON pointer and what it must be)
 * where a lean client (which checks no answer against the spec) hands the flow something else —
 * the same error a checked client throws for it, never a `TypeError`. `where` is the operation, the
 * URL it answered at and, for an answer inside an envelope, where it sits (`/result` of JSON-RPC).
 */
export type AnswerReader = {
  /** The field's value, whatever it is (`undefined` when absent). */
  value(path: string): unknown
  string(path: string): string
  /** A string, or `undefined` when the field is absent. */
  optionalString(path: string): string | undefined
  boolean(path: string): boolean
  /** A whole number from 0 to 2^53 − 1. */
  count(path: string): number
  /** An amount: a decimal string of subunits (at most 78 digits, no leading zero), as a bigint. */
  subunits(path: string): bigint
  array(path: string): readonly unknown[]
  /** Throws the answer's error at `path` with `message` (what it must be). */
  fail(path: string, message: string): never
}

/**
 * Reads a server's answer for a flow (see {@link AnswerReader}); paths are JSON pointers
 * (`/transaction_build/unsigned_transaction`).
 *
 * @example
 * const read = readAnswer(answer, { operation: 'buildTransaction', url })
 * const blob = read.string('/transaction_build/unsigned_transaction')
 */
export function readAnswer(answer: unknown, where: { operation: string; url: string; root?: string }): AnswerReader {
  const { root = '', ...at } = where
  const fail = (path: string, message: string): never => {
    throw new InvalidResponseError({
      ...at,
      status: 200,
      reason: 'SCHEMA_MISMATCH',
      issues: [{ path: `${root}${path}`, message }],
      body: answer,
    })
  }
  const value = (path: string) => {
    let current = answer
    for (let start = 1; start <= path.length; ) {
      const end = path.indexOf('/', start)
      const key = path.slice(start, end < 0 ? path.length : end)
      // Own fields only: a server's `constructor` or `__proto__` is not a field of the answer.
      if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined
      current = (current as Record<string, unknown>)[key]
      start = end < 0 ? path.length + 1 : end + 1
    }
    return current
  }
  const typed = <T>(path: string, check: (found: unknown) => boolean, must: string) => {
    const found = value(path)
    return (
      check(found) ? found : fail(path, found === undefined ? `is missing (must be ${must})` : `must be ${must}`)
    ) as T
  }
  return {
    value,
    fail,
    string: (path) => typed(path, (found) => typeof found === 'string', 'a string'),
    optionalString: (path) => typed(path, (found) => found === undefined || typeof found === 'string', 'a string'),
    boolean: (path) => typed(path, (found) => typeof found === 'boolean', 'true or false'),
    count: (path) =>
      typed(path, (found) => Number.isSafeInteger(found) && (found as number) >= 0, 'a whole number up to 2^53 − 1'),
    subunits: (path) =>
      BigInt(
        typed<string>(
          path,
          (found) => typeof found === 'string' && /^(0|[1-9][0-9]{0,77})$/.test(found),
          'a decimal string of subunits',
        ),
      ),
    array: (path) => typed(path, Array.isArray, 'an array'),
  }
}
