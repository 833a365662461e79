import { InvalidArgumentError } from '@ledgernet/errors'
import { expect } from 'vitest'

/**
 * The field and problem of the `InvalidArgumentError` that `run` throws; fails the test if it
 * throws another error or none.
 *
 * @example
 * expect(refusal(() => hdPath(-1))).toEqual({ field: 'index', problem: 'must be an integer from 0 to 2^31 − 1' })
 */
export function refusal(run: () => unknown): { field: string; problem: string } {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    return { field: (error as InvalidArgumentError).field, problem: (error as InvalidArgumentError).problem }
  }
  throw new Error('expected an InvalidArgumentError')
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
