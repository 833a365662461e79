import { InvalidArgumentError } from '@ledgernet/errors'
import { MAX_SUBUNITS } from './amountLimits.js'
import { TOO_LARGE } from './amountText.js'

/**
 * Checks an amount in subunits given as a `bigint` — the one type of amounts in the SDK — and
 * returns it: 0 up to 2^256 − 1. Refuses, naming `field`: anything but a bigint (a decimal
 * string is converted by `toSubunits`, digits read by `parseSubunits`; a number loses precision
 * above 2^53), a negative amount, and one above 2^256 − 1.
 *
 * @example
 * checkSubunits(10n ** 18n) // 1000000000000000000n
 * checkSubunits(-1n, 'amount') // throws: Invalid amount: is negative.
 */
export function checkSubunits(subunits: bigint, field = 'amount'): bigint {
  const problem =
    typeof subunits !== 'bigint'
      ? `must be a bigint of subunits, not of type ${typeof subunits} (toSubunits('1.5') converts a decimal)`
      : subunits < 0n
        ? 'is negative'
        : subunits > MAX_SUBUNITS && TOO_LARGE
  if (problem) throw new InvalidArgumentError(field, problem)
  return subunits
}
