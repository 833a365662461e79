import { AnswerMismatchError } from './errors/AnswerMismatchError.js'

/** Throws `AnswerMismatchError` unless a server's `field` (compared in lower case) is what was computed here. */
export function expectAnswer(operation: string, field: string, actual: string, expected: string): void {
  if (actual.toLowerCase() !== expected) throw new AnswerMismatchError({ operation, field, expected, actual })
}
