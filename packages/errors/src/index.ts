export { LedgernetError, isLedgernetError, docsBaseUrl } from './LedgernetError.js'
export type { LedgernetErrorOptions } from './LedgernetError.js'
export { InvalidArgumentError } from './InvalidArgumentError.js'
export type { InvalidArgumentErrorOptions } from './InvalidArgumentError.js'
