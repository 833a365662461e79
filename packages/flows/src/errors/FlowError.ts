import { LedgernetError, type LedgernetErrorOptions } from '@ledgernet/errors'

/**
 * The base of the flows' errors: the stable `code` and its docs anchor (the code in kebab case,
 * `FEE_TOO_HIGH` → `#fee-too-high`), the `cause` when the fields carry one, and the fields set on
 * the error — written once here rather than in each class. Internal: catch the classes, or use
 * `isLedgernetError(error, code)`.
 */
export class FlowError extends LedgernetError {
  constructor(code: string, message: string, fields: { [field: string]: unknown; cause?: unknown }, options: Pick<LedgernetErrorOptions, 'metaMessages' | 'details'> = {}) {
    const { cause, ...own } = fields
    super(message, { code, docsPath: code.toLowerCase().replaceAll('_', '-'), cause, ...options })
    Object.assign(this, own)
  }
}
