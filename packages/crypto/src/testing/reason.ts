import { InvalidArgumentError } from '@ledgernet/errors'
import { expect } from 'vitest'

/**
 * The field and reason of the `InvalidArgumentError` that `run` throws; fails the test if it
 * throws another error or none.
 *
 * @example
 * expect(refusal(() => hdPath(-1))).toEqual({ field: 'index', reason: 'must be an integer from 0 to 2^31 − 1' })
 */
export function refusal(run: () => unknown): { field: string; reason: string } {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    return { field: (error as InvalidArgumentError).field, reason: (error as InvalidArgumentError).reason }
  }
  throw new Error('expected an InvalidArgumentError')
}

/**
 * The reason of the `InvalidArgumentError` that `run` throws (see {@link refusal}).
 *
 * @example
 * expect(reason(() => parseSubunits(-1n))).toBe('is negative')
 */
export function reason(run: () => unknown): string {
  return refusal(run).reason
}
