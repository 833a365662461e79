import { docsUrlPrefix, type LedgernetError } from './LedgernetError.js'
import type { LedgernetErrorCode, LedgernetErrorCodes } from './LedgernetErrorCodes.js'

/**
 * True when `error` is a {@link LedgernetError}; with a `code`, one with that code, narrowed to
 * the class registered for it: after `isLedgernetError(error, 'FEE_TOO_HIGH')`, `error` is a
 * `FeeTooHighError` and `error.fee` is there. Only registered codes compile (each package
 * registers the codes it throws). Works across copies of the package — ESM and CommonJS, or two
 * installed versions: it checks the mark every ledgernet error carries (its `docsUrl` into the
 * ledgernet repository), not one copy's prototype.
 *
 * @example
 * import { isLedgernetError } from '@ledgernet/errors'
 * try {
 *   await transfer(gateway, { signer, to, amount, maxFee })
 * } catch (error) {
 *   if (isLedgernetError(error, 'FEE_TOO_HIGH')) console.log(error.fee, error.maxFee)
 * }
 */
export function isLedgernetError<TCode extends LedgernetErrorCode>(
  error: unknown,
  code: TCode,
): error is LedgernetErrorCodes[TCode]
export function isLedgernetError(error: unknown): error is LedgernetError
export function isLedgernetError(error: unknown, code?: string): boolean {
  if (!(error instanceof Error)) return false
  const { docsUrl } = error as { docsUrl?: unknown }
  return (
    typeof docsUrl === 'string' &&
    docsUrl.startsWith(docsUrlPrefix) &&
    (code === undefined || (error as LedgernetError).code === code)
  )
}
