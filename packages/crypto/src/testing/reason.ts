import { InvalidArgumentError } from '@ledgernet/errors'
import { expect } from 'vitest'

/**
 * The reason of the `InvalidArgumentError` that `run` throws; fails the test if it throws
 * another error or none.
 *
 * @example
 * expect(reason(() => parseSubunits(-1n))).toBe('is negative')
 */
export function reason(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    return (error as InvalidArgumentError).reason
  }
  throw new Error('expected an InvalidArgumentError')
}
