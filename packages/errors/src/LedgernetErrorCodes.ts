import type { InvalidArgumentError } from './InvalidArgumentError.js'

/**
 * The registry of error codes: each stable `code` a ledgernet package can throw, mapped to the
 * class that carries it. Every package adds its own codes to it by declaration merging, so the
 * codes of what you installed are known to the type checker — and only those:
 * `isLedgernetError(error, code)` accepts a registered code and narrows to its class, and a
 * misspelt code does not compile.
 *
 * @example
 * // in a package that throws `ThingError` with code 'THING_BROKEN':
 * declare module '@ledgernet/errors' {
 *   interface LedgernetErrorCodes {
 *     THING_BROKEN: ThingError
 *   }
 * }
 */
export interface LedgernetErrorCodes {
  INVALID_ARGUMENT: InvalidArgumentError
}

/**
 * A registered error code (a key of {@link LedgernetErrorCodes}).
 *
 * @example
 * const code: LedgernetErrorCode = 'INVALID_ARGUMENT'
 */
export type LedgernetErrorCode = keyof LedgernetErrorCodes & string
