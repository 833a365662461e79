import { InvalidArgumentError } from '@ledgernet/errors'

/** The reason of an amount above 2^256 − 1 subunits, whichever way it was written. */
export const TOO_LARGE = 'exceeds 2^256 − 1 subunits, the largest amount'

/** A problem an amount string can have, and its reason. */
export type AmountProblem = readonly [RegExp, string]

// What every amount string may get wrong, each with its own reason, in the order a person would
// want to hear them.
const problems: readonly AmountProblem[] = [
  [/^$/, 'is empty'],
  [/\s/, 'contains whitespace'],
  [/^-/, 'is negative'],
  [/^\+/, 'has a "+" sign; write the digits only'],
  [/e/i, 'uses an exponent; write every digit'],
]

/**
 * The checks every amount string shares (not a string, empty, whitespace, a sign, an exponent),
 * then the caller's `more`, each with its own reason.
 */
export function checkAmountText(
  value: unknown,
  field: string,
  what: string,
  more: readonly AmountProblem[] = [],
): string {
  if (typeof value !== 'string') {
    const number = typeof value === 'number' ? ', not a number (numbers lose precision above 2^53)' : ''
    throw new InvalidArgumentError(field, `must be a string of ${what}${number}`)
  }
  const problem = [...problems, ...more].find(([pattern]) => pattern.test(value))
  if (problem) throw new InvalidArgumentError(field, problem[1])
  return value
}

/**
 * Refuses the first character that is not a digit, naming it, its position and the form the
 * amount is accepted in (`accepted`, the end of the sentence).
 */
export function checkDigits(text: string, field: string, accepted: string, offset = 0): void {
  // Every character before the first non-digit is one UTF-16 unit, so its index is the same
  // counted in units or in characters; the character itself may be two units (an emoji).
  const bad = text.search(/\D/)
  if (bad !== -1) {
    throw new InvalidArgumentError(
      field,
      `has ${JSON.stringify([...text][bad])} at position ${offset + bad + 1}; ${accepted}`,
    )
  }
}
