export { argumentHint, commonErrors } from './commonErrors.js'
export type {
  ErrorClass,
  ErrorClassOf,
  ErrorEntry,
  ErrorTable,
  HintContext,
  MessageContext,
  RegisteredErrors,
} from './ErrorTable.js'
export { errorJson } from './errorJson.js'
export { findCause } from './findCause.js'
export type { InvalidArgumentErrorOptions } from './InvalidArgumentError.js'
export { InvalidArgumentError } from './InvalidArgumentError.js'
export { isLedgernetError } from './isLedgernetError.js'
export type { LedgernetErrorOptions } from './LedgernetError.js'
export { LedgernetError } from './LedgernetError.js'
export type { LedgernetErrorCode, LedgernetErrorCodes } from './LedgernetErrorCodes.js'
export type { TerminalSafeOptions } from './terminalSafe.js'
export { terminalSafe } from './terminalSafe.js'
export { terminalSafeJson } from './terminalSafeJson.js'
