import { SUBUNITS_PER_TOKEN, TOKEN_DECIMALS } from './amountLimits.js'
import { checkSubunits } from './checkSubunits.js'

/**
 * Converts subunits (checked as by {@link checkSubunits}) to the shortest exact decimal token
 * amount, the inverse of `toSubunits`: `1500000000000000000n` → `"1.5"` (like viem's
 * `formatEther`). For people, `formatAmount` groups and cuts.
 *
 * @example
 * fromSubunits(1500000000000000000n) // '1.5'
 * fromSubunits(1n) // '0.000000000000000001'
 */
export function fromSubunits(subunits: bigint, field = 'amount'): string {
  const value = checkSubunits(subunits, field)
  const whole = value / SUBUNITS_PER_TOKEN
  const fraction = (value % SUBUNITS_PER_TOKEN).toString().padStart(TOKEN_DECIMALS, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}
