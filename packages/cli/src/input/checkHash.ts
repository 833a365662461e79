import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * A 64-hex transaction id or intent hash as typed, lower-cased; anything else is refused naming
 * the argument.
 *
 * @example
 * checkHash('AB'.repeat(32), 'id') // 'abab…'
 */
export function checkHash(text: string, field: string): string {
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new InvalidArgumentError(field, 'must be 64 hex characters')
  return text.toLowerCase()
}
