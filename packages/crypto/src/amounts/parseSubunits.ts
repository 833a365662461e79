import { InvalidArgumentError } from '@ledgernet/errors'
import { MAX_SUBUNITS } from './amountLimits.js'
import { checkAmountText, checkDigits, TOO_LARGE } from './amountText.js'

/**
 * Reads an amount in subunits written as digits — the form every interface carries on the wire,
 * `^(0|[1-9][0-9]*)$` up to 2^256 − 1 — into the bigint the SDK works with. Refuses, each with its
 * own reason: anything but a string, an empty string, whitespace, a sign, an exponent, a
 * fraction, any other non-digit, a leading zero, and values above 2^256 − 1.
 *
 * @example
 * parseSubunits('1500000000000000000') // 1500000000000000000n
 * parseSubunits('1.5') // throws: Invalid amount: has a fraction; subunits are whole …
 */
export function parseSubunits(subunits: string, field = 'amount'): bigint {
  const text = checkAmountText(subunits, field, 'subunits', [
    [/\./, 'has a fraction; subunits are whole (toSubunits converts decimals)'],
  ])
  checkDigits(text, field, 'subunits are written with digits 0-9 only, such as 2500000000000000000')
  if (/^0./.test(text)) throw new InvalidArgumentError(field, 'has a leading zero')
  if (text.length > 78 || BigInt(text) > MAX_SUBUNITS) throw new InvalidArgumentError(field, TOO_LARGE)
  return BigInt(text)
}
