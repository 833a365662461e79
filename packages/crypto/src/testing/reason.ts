import { InvalidArgumentError } from '@ledgernet/errors'
import { expect } from 'vitest'

/**
 * The `InvalidArgumentError` that `run` throws; fails the test if it throws another error or none.
 *
 * @example
 * expect(invalidArgument(() => PrivateKey.fromHex('00')).message).not.toContain('00')
 */
export function invalidArgument(run: () => unknown): InvalidArgumentError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    return error as InvalidArgumentError
  }
  throw new Error('expected an InvalidArgumentError')
}

/**
 * The field and problem of the `InvalidArgumentError` that `run` throws (see {@link invalidArgument}).
 *
 * @example
 * expect(refusal(() => hdPath(-1))).toEqual({ field: 'index', problem: 'must be an integer from 0 to 2^31 − 1' })
 */
export function refusal(run: () => unknown): { field: string; problem: string } {
  const { field, problem } = invalidArgument(run)
  return { field, problem }
}

/**
 * The problem of the `InvalidArgumentError` that `run` throws (see {@link refusal}).
 *
 * @example
 * expect(reason(() => parseSubunits(-1n))).toBe('is negative')
 */
export function reason(run: () => unknown): string {
  return refusal(run).problem
}
