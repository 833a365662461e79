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

/** A valid symbol, whole. */
export const SYMBOL_PATTERN = /^[a-z0-9]{1,35}$/

/** What every symbol error says (of `validateSymbol` and of an rri's symbol). */
export const SYMBOL_RULE = 'a symbol is 1 to 35 characters a-z and 0-9'

/**
 * Checks a token symbol: lower-case `[a-z0-9]`, 1 to 35 characters. Returns it unchanged, or
 * throws an `InvalidArgumentError` (field `symbol`) that shows the symbol (or its length, when it
 * is too long to show) and the rule.
 *
 * @example
 * validateSymbol('foo') // 'foo'
 * validateSymbol('FOO') // throws: Invalid symbol: is "FOO"; a symbol is 1 to 35 characters a-z and 0-9.
 */
export function validateSymbol(symbol: string, field = 'symbol'): string {
  if (typeof symbol !== 'string') throw new InvalidArgumentError(field, 'must be a string')
  if (!SYMBOL_PATTERN.test(symbol)) {
    const shown = symbol.length > MAX_SYMBOL_LENGTH ? `${symbol.length} characters long` : JSON.stringify(symbol)
    throw new InvalidArgumentError(field, `is ${shown}; ${SYMBOL_RULE}`)
  }
  return symbol
}
