import type { LedgernetErrorOptions } from '@ledgernet/errors'

/**
 * The options of a flows error with its stable `code`: the docs anchor is the code in kebab case
 * (`FEE_TOO_HIGH` → `#fee-too-high`), written once here rather than beside every code.
 */
export function errorOptions(code: string, options: LedgernetErrorOptions = {}): LedgernetErrorOptions {
  return { code, docsPath: code.toLowerCase().replaceAll('_', '-'), ...options }
}
