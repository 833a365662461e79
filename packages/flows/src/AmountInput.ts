import { parseSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * An amount in subunits of a token (1 token = 10^18 subunits): a `bigint`, or a string of
 * digits as every interface writes it. To give whole tokens or decimals, convert with
 * `toSubunits` from `@ledgernet/crypto` (`toSubunits('1.5')` → `'1500000000000000000'`).
 *
 * @example
 * import { toSubunits } from '@ledgernet/crypto'
 * const amounts: AmountInput[] = [10n ** 18n, '1000000000000000000', toSubunits('1')]
 */
export type AmountInput = bigint | string

/** Reads an amount an action moves: subunits, at least 1. Errors name `field`. */
export function positiveAmount(value: AmountInput, field: string): bigint {
  const amount = parseSubunits(value, field)
  if (amount === 0n) throw new InvalidArgumentError(field, 'is zero; an action moves at least 1 subunit')
  return amount
}
