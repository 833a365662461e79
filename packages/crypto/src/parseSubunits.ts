import { InvalidArgumentError } from '@ledgernet/errors'
import { MAX_SUBUNITS } from './amountLimits.js'
import { checkAmountText, checkDigits } from './amountText.js'

/**
 * Reads an amount in subunits — the form every interface carries, `^(0|[1-9][0-9]*)$` up to
 * 2^256 − 1 — into a bigint. Refuses, each with its own reason: a number, an empty string,
 * whitespace, a sign, an exponent, a fraction, any other non-digit, a leading zero, and values
 * above 2^256 − 1. A bigint is range-checked and returned.
 *
 * @example
 * parseSubunits('1500000000000000000') // 1500000000000000000n
 * parseSubunits('1.5') // throws: Invalid amount: has a fraction; subunits are whole numbers …
 */
export function parseSubunits(subunits: string | bigint, field = 'amount'): bigint {
  if (typeof subunits === 'bigint') {
    if (subunits < 0n) throw new InvalidArgumentError(field, 'is negative')
    if (subunits > MAX_SUBUNITS) throw new InvalidArgumentError(field, 'exceeds 2^256 − 1, the largest amount')
    return subunits
  }
  const text = checkAmountText(subunits, field, 'subunits')
  if (text.includes('.')) {
    throw new InvalidArgumentError(
      field,
      'has a fraction; subunits are whole (toSubunits converts decimals)',
    )
  }
  checkDigits(text, field)
  if (text.length > 1 && text.startsWith('0')) throw new InvalidArgumentError(field, 'has a leading zero')
  const value = text.length > 78 ? MAX_SUBUNITS + 1n : BigInt(text)
  if (value > MAX_SUBUNITS) throw new InvalidArgumentError(field, 'exceeds 2^256 − 1, the largest amount')
  return value
}
