import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * The checks every amount string shares, in the order a person would want to hear them, each
 * with its own reason: not a string, empty, whitespace, a sign, an exponent.
 */
export function checkAmountText(value: unknown, field: string, what: string): string {
  if (typeof value === 'number') {
    throw new InvalidArgumentError(field, `must be a string of ${what}, not a number (numbers lose precision above 2^53)`)
  }
  if (typeof value !== 'string') throw new InvalidArgumentError(field, `must be a string of ${what}`)
  if (value.length === 0) throw new InvalidArgumentError(field, 'is empty')
  if (/\s/.test(value)) throw new InvalidArgumentError(field, 'contains whitespace')
  if (value.startsWith('-')) throw new InvalidArgumentError(field, 'is negative')
  if (value.startsWith('+')) throw new InvalidArgumentError(field, 'has a "+" sign; write the digits only')
  if (/[eE]/.test(value)) throw new InvalidArgumentError(field, 'uses an exponent; write every digit')
  return value
}

/** Refuses the first character that is not a digit, naming it and its position. */
export function checkDigits(text: string, field: string, offset = 0): void {
  const bad = [...text].findIndex((char) => char < '0' || char > '9')
  if (bad !== -1) {
    throw new InvalidArgumentError(
      field,
      `has ${JSON.stringify([...text][bad])} at position ${offset + bad + 1}; only digits 0-9 are allowed`,
    )
  }
}
