import { parseSubunits, toSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * An amount typed by the user, in subunits: whole tokens by default (`1.5`, up to 18 decimal
 * places), subunits with `--subunits` (`1500000000000000000`). Refuses zero: every action moves
 * something. Errors name `field` and the reason; the CLI adds how amounts are written.
 *
 * @example
 * parseAmount('1.5', { subunits: false }) // 1500000000000000000n
 */
export function parseAmount(text: string, options: { subunits: boolean; field?: string }): bigint {
  const field = options.field ?? 'amount'
  const value = options.subunits ? parseSubunits(text, field) : toSubunits(text, field)
  if (value === 0n) throw new InvalidArgumentError(field, 'must be more than zero')
  return value
}
