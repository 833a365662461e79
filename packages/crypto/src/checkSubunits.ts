import { InvalidArgumentError } from '@ledgernet/errors'
import { MAX_SUBUNITS } from './amountLimits.js'
import { TOO_LARGE } from './amountText.js'

/**
 * Checks an amount in subunits given as a `bigint` — the one type of amounts in the SDK — and
 * returns it: 0 up to 2^256 − 1. Refuses, naming `field`: anything but a bigint (a string of
 * digits is read by `parseSubunits`, a decimal by `toSubunits`; a number loses precision above
 * 2^53), a negative amount, and one above 2^256 − 1.
 *
 * @example
 * checkSubunits(10n ** 18n) // 1000000000000000000n
 * checkSubunits(-1n, 'amount') // throws: Invalid amount: is negative.
 */
export function checkSubunits(subunits: bigint, field = 'amount'): bigint {
  if (typeof subunits !== 'bigint') {
    const shown =
      typeof subunits === 'string' ? 'a string' : typeof subunits === 'number' ? 'a number' : typeof subunits
    throw new InvalidArgumentError(
      field,
      `must be a bigint of subunits, not ${shown} (toSubunits('1.5') converts a decimal, parseSubunits('15') reads digits)`,
    )
  }
  if (subunits < 0n) throw new InvalidArgumentError(field, 'is negative')
  if (subunits > MAX_SUBUNITS) throw new InvalidArgumentError(field, TOO_LARGE)
  return subunits
}
