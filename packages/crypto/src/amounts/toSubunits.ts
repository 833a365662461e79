import { InvalidArgumentError } from '@ledgernet/errors'
import { MAX_SUBUNITS, SUBUNITS_PER_TOKEN, TOKEN_DECIMALS } from './amountLimits.js'
import { checkAmountText, checkDigits, TOO_LARGE } from './amountText.js'

// The form a decimal amount is taken in, said when a character is not part of it (a "," written
// as the decimal point, a thousands separator, a unit).
const DECIMAL_FORM = 'write digits 0-9 with at most one "." before the decimals, such as 2.5 (no "," or spaces)'

/**
 * Converts a decimal token amount to subunits, exactly (no floating point), as the `bigint` every
 * amount of the SDK is (like viem's `parseEther`): `"1.5"` → `1500000000000000000n`. Refuses, each with its own reason: a number, an empty
 * string, whitespace, a sign, an exponent, more than one point, a missing integer or fraction
 * part (`.5`, `1.`), other characters, a leading zero, more than 18 decimal places, and results
 * above 2^256 − 1.
 *
 * @example
 * toSubunits('1.5') // 1500000000000000000n
 * toSubunits('0.000000000000000001') // 1n
 */
export function toSubunits(decimal: string, field = 'amount'): bigint {
  const text = checkAmountText(decimal, field, 'decimal digits')
  const parts = text.split('.')
  if (parts.length > 2) throw new InvalidArgumentError(field, 'has more than one decimal point')
  const [whole = '', fraction] = parts
  if (whole.length === 0)
    throw new InvalidArgumentError(field, 'has no digits before the decimal point (write 0.5, not .5)')
  checkDigits(whole, field, DECIMAL_FORM)
  if (fraction !== undefined) {
    if (fraction.length === 0) throw new InvalidArgumentError(field, 'has no digits after the decimal point')
    checkDigits(fraction, field, DECIMAL_FORM, whole.length + 1)
  }
  if (/^0./.test(whole)) throw new InvalidArgumentError(field, 'has a leading zero')
  if (fraction !== undefined && fraction.length > TOKEN_DECIMALS) {
    throw new InvalidArgumentError(
      field,
      `has ${fraction.length} decimal places; a token has at most ${TOKEN_DECIMALS}`,
    )
  }
  if (whole.length > 78) throw new InvalidArgumentError(field, TOO_LARGE)
  const value = BigInt(whole) * SUBUNITS_PER_TOKEN + BigInt((fraction ?? '').padEnd(TOKEN_DECIMALS, '0'))
  if (value > MAX_SUBUNITS) throw new InvalidArgumentError(field, TOO_LARGE)
  return value
}
