import { formatAmount } from '@ledgernet/crypto'

/**
 * An amount for people: whole tokens with thousands grouped and the symbol in capitals
 * (`1,234.5 XRD`); negative amounts (v0 balance changes) keep their sign.
 *
 * @example
 * formatTokens(1500000000000000000n, 'xrd') // '1.5 XRD'
 */
export function formatTokens(subunits: bigint | string, symbol?: string): string {
  const value = BigInt(subunits)
  const text = formatAmount(value < 0n ? -value : value, symbol === undefined ? {} : { symbol: symbol.toUpperCase() })
  return value < 0n ? `-${text}` : text
}
