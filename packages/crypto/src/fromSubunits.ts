import { SUBUNITS_PER_TOKEN, TOKEN_DECIMALS } from './amountLimits.js'
import { parseSubunits } from './parseSubunits.js'

/**
 * Converts subunits (string or bigint, validated as by {@link parseSubunits}) to the shortest
 * exact decimal token amount: `"1500000000000000000"` → `"1.5"`.
 *
 * @example
 * fromSubunits('1500000000000000000') // '1.5'
 * fromSubunits(1n) // '0.000000000000000001'
 */
export function fromSubunits(subunits: string | bigint, field = 'amount'): string {
  const value = parseSubunits(subunits, field)
  const whole = value / SUBUNITS_PER_TOKEN
  const fraction = (value % SUBUNITS_PER_TOKEN).toString().padStart(TOKEN_DECIMALS, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}
