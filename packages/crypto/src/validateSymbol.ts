import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * The longest symbol. The facts only say `[a-z0-9]+`; the original network's gateway validates
 * symbols with `^[a-z0-9]{1,35}$`, and 35 also keeps the longest rri (`{symbol}_rr1` + 44 data
 * characters + 6 checksum characters = 89) within Bech32's 90-character limit.
 *
 * @example
 * validateSymbol('a'.repeat(MAX_SYMBOL_LENGTH)) // accepted
 */
export const MAX_SYMBOL_LENGTH = 35

/**
 * Checks a token symbol: lower-case `[a-z0-9]`, 1 to 35 characters. Returns it unchanged, or
 * throws an `InvalidArgumentError` (field `symbol`) saying which rule it breaks.
 *
 * @example
 * validateSymbol('foo') // 'foo'
 * validateSymbol('FOO') // throws: Invalid symbol: has upper-case letters; symbols are lower-case.
 */
export function validateSymbol(symbol: string, field = 'symbol'): string {
  if (typeof symbol !== 'string') throw new InvalidArgumentError(field, 'must be a string')
  if (symbol.length === 0) throw new InvalidArgumentError(field, 'is empty')
  if (symbol.length > MAX_SYMBOL_LENGTH) {
    throw new InvalidArgumentError(field, `is ${symbol.length} characters long; at most ${MAX_SYMBOL_LENGTH} are allowed`)
  }
  if (/[A-Z]/.test(symbol)) throw new InvalidArgumentError(field, 'has upper-case letters; symbols are lower-case')
  const bad = [...symbol].findIndex((char) => !/^[a-z0-9]$/.test(char))
  if (bad !== -1) {
    throw new InvalidArgumentError(
      field,
      `has ${JSON.stringify([...symbol][bad])} at position ${bad + 1}; only a-z and 0-9 are allowed`,
    )
  }
  return symbol
}
