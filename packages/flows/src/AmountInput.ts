import { checkSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * An amount in subunits of a token (1 token = 10^18 subunits): a `bigint`, the one type of
 * amounts in the SDK, so a string such as `'1.5'` does not compile where an amount belongs.
 * Convert decimals with `toSubunits` from `@ledgernet/crypto` (`toSubunits('1.5')` →
 * `1500000000000000000n`, like viem's `parseEther`).
 *
 * @example
 * import { toSubunits } from '@ledgernet/crypto'
 * const amounts: AmountInput[] = [10n ** 18n, toSubunits('1')]
 */
export type AmountInput = bigint

/** Reads an amount an action moves: subunits, at least 1. Errors name `field`. */
export function positiveAmount(value: AmountInput, field: string): bigint {
  const amount = checkSubunits(value, field)
  if (amount === 0n) throw new InvalidArgumentError(field, 'is zero; an action moves at least 1 subunit')
  return amount
}
