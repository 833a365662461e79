import type { RefusalReason } from './TransactionRefusedError.js'

// Gateway detail types that name a particular refusal. A detail's `reason` says more than its
// type: the reasons that are refusal names already stand for themselves, the fee-payer ones are
// SIGNER_NOT_FEE_PAYER, the window ones OUTSIDE_VALIDITY_WINDOW. Every other detail of a 4xx
// answer is a request the gateway refuses as asked (InvalidRequestError, InvalidActionError,
// InvalidAccountAddressError, …): INVALID_REQUEST.
const byType: Record<string, RefusalReason> = {
  NotEnoughTokensForTransferError: 'INSUFFICIENT_FUNDS',
  NotEnoughNativeTokensForFeesError: 'INSUFFICIENT_FUNDS_FOR_FEE',
  TokenNotFoundError: 'TOKEN_NOT_FOUND',
  InvalidSignatureError: 'INVALID_SIGNATURE',
  InvalidTransactionError: 'INVALID_TRANSACTION',
}

/**
 * The refusal an HTTP error of the Gateway API or v0 stands for: any 4xx but 429 that carries an
 * error body (a Gateway API one with its `details`, or v0's 400). `undefined` when it is not a
 * definite refusal of the transaction (network failures, timeouts, 429, 5xx, answers that break
 * the spec, a 4xx without an error body such as a wrong URL): those are passed on as they are.
 * Reads the error's shape (`code`, `status`, `body`) so that it needs none of the clients'
 * classes. Any interface: `refusalReasonOf`.
 */
export function refusalReason(error: unknown): RefusalReason | undefined {
  const e = error as { code?: unknown; status?: number; body?: { details?: { type?: string; reason?: string } } }
  if (e?.code !== 'HTTP_ERROR' || !(e.status! >= 400 && e.status! < 500) || e.status === 429) return undefined
  const details = e.body?.details
  // v0 error bodies have no details: a 400 of v0 submit is a transaction it refuses as is.
  if (!details) return e.status === 400 ? 'INVALID_TRANSACTION' : undefined
  const { type = '', reason = '' } = details
  if (
    /^(NOT_TOKEN_OWNER|FIXED_SUPPLY_TOKEN|NATIVE_TOKEN|MINT_AND_BURN_DISABLED|TOKEN_ALREADY_EXISTS|TOKEN_IDENTIFIER_MISMATCH)$/.test(
      reason,
    )
  )
    return reason as RefusalReason
  if (/^(FROM_ACCOUNT_|OWNER_)?NOT_FEE_PAYER$/.test(reason)) return 'SIGNER_NOT_FEE_PAYER'
  if (/^(NOT_YET_VALID|EXPIRED)$/.test(reason)) return 'OUTSIDE_VALIDITY_WINDOW'
  // Own keys only: a server's type of "constructor" must not find Object's.
  return (Object.hasOwn(byType, type) && byType[type]) || 'INVALID_REQUEST'
}
