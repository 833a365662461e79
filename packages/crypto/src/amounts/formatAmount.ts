import { InvalidArgumentError } from '@ledgernet/errors'
import { SUBUNITS_PER_TOKEN, TOKEN_DECIMALS } from './amountLimits.js'
import { checkSubunits } from './checkSubunits.js'

/**
 * How {@link formatAmount} renders an amount.
 *
 * @example
 * formatAmount(balance, { maxFractionDigits: 4, symbol: 'XRD', grouping: ' ' })
 */
export type FormatAmountOptions = {
  /** At most this many decimal places (0–18, default 18). Extra places are cut, never rounded up. */
  maxFractionDigits?: number
  /** Appended after a space, e.g. `XRD`. */
  symbol?: string
  /** Group the whole part by thousands: `true` (default) uses ",", a string uses that separator, `false` none. */
  grouping?: boolean | string
}

/**
 * Renders subunits for people: `1234567800000000000000` → `"1,234.5678"`. Digits beyond
 * `maxFractionDigits` are cut (rounded toward zero), so a balance is never shown larger than it
 * is. For machines use {@link fromSubunits}, which is exact and ungrouped.
 *
 * @example
 * formatAmount(1234567800000000000000n, { maxFractionDigits: 2, symbol: 'XRD' }) // '1,234.56 XRD'
 * formatAmount(10n ** 18n, { grouping: false }) // '1'
 */
export function formatAmount(subunits: bigint, options: FormatAmountOptions = {}): string {
  const value = checkSubunits(subunits)
  const maxFractionDigits = options.maxFractionDigits ?? TOKEN_DECIMALS
  if (!Number.isInteger(maxFractionDigits) || maxFractionDigits < 0 || maxFractionDigits > TOKEN_DECIMALS) {
    throw new InvalidArgumentError('maxFractionDigits', `must be an integer from 0 to ${TOKEN_DECIMALS}`)
  }
  const grouping = options.grouping ?? true
  if (typeof grouping !== 'boolean' && typeof grouping !== 'string') {
    throw new InvalidArgumentError('grouping', 'must be a boolean or a separator string')
  }
  const separator = grouping === true ? ',' : grouping === false ? '' : grouping
  const wholeDigits = (value / SUBUNITS_PER_TOKEN).toString()
  const whole = separator ? wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : wholeDigits
  const fraction = (value % SUBUNITS_PER_TOKEN)
    .toString()
    .padStart(TOKEN_DECIMALS, '0')
    .slice(0, maxFractionDigits)
    .replace(/0+$/, '')
  const number = fraction ? `${whole}.${fraction}` : whole
  if (options.symbol === undefined) return number
  if (typeof options.symbol !== 'string') throw new InvalidArgumentError('symbol', 'must be a string')
  return `${number} ${options.symbol}`
}
