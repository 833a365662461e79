import type { commonErrors } from './commonErrors.js'
import type { RegisteredErrors } from './ErrorTable.js'

/**
 * The registry of error codes: each stable `code` a ledgernet package can throw, mapped to the
 * class that carries it. Every package adds its codes from its table of errors (its `…Errors` object:
 * the class, message, hint and docs of each code, in one place), so the codes of what you
 * installed are known to the type checker — and only those: `isLedgernetError(error, code)`
 * accepts a registered code and narrows to its class, and a misspelt code does not compile.
 *
 * @example
 * // in the package that throws `ThingError` with code 'THING_BROKEN', beside its table:
 * declare module '@ledgernet/errors' {
 *   interface LedgernetErrorCodes extends RegisteredErrors<typeof thingErrors> {}
 * }
 */
export interface LedgernetErrorCodes extends RegisteredErrors<typeof commonErrors> {}

/**
 * A registered error code (a key of {@link LedgernetErrorCodes}).
 *
 * @example
 * const code: LedgernetErrorCode = 'INVALID_ARGUMENT'
 */
export type LedgernetErrorCode = keyof LedgernetErrorCodes & string
