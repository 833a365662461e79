import type { RefusalReason } from './TransactionRefusedError.js'

// Gateway detail types and reasons that name a particular refusal (reasons first: they say more
// than their type); the reasons that are refusal names already (NOT_TOKEN_OWNER, …) stand for
// themselves. Every other detail of a 4xx answer is a request the gateway refuses as asked
// (InvalidRequestError, InvalidActionError, InvalidAccountAddressError, …): INVALID_REQUEST.
const gatewayReasons: Record<string, RefusalReason> = {
  NotEnoughTokensForTransferError: 'INSUFFICIENT_FUNDS',
  NotEnoughNativeTokensForFeesError: 'INSUFFICIENT_FUNDS_FOR_FEE',
  TokenNotFoundError: 'TOKEN_NOT_FOUND',
  InvalidSignatureError: 'INVALID_SIGNATURE',
  InvalidTransactionError: 'INVALID_TRANSACTION',
  FROM_ACCOUNT_NOT_FEE_PAYER: 'SIGNER_NOT_FEE_PAYER',
  OWNER_NOT_FEE_PAYER: 'SIGNER_NOT_FEE_PAYER',
  NOT_FEE_PAYER: 'SIGNER_NOT_FEE_PAYER',
  NOT_YET_VALID: 'OUTSIDE_VALIDITY_WINDOW',
  EXPIRED: 'OUTSIDE_VALIDITY_WINDOW',
}
const sameName: readonly string[] = ['NOT_TOKEN_OWNER', 'FIXED_SUPPLY_TOKEN', 'NATIVE_TOKEN', 'MINT_AND_BURN_DISABLED', 'TOKEN_ALREADY_EXISTS', 'TOKEN_IDENTIFIER_MISMATCH']

/**
 * The refusal an HTTP error of the Gateway API or v0 stands for: any 4xx but 429 that carries an
 * error body (a Gateway API one with its `details`, or v0's 400). `undefined` when it is not a
 * definite refusal of the transaction (network failures, timeouts, 429, 5xx, answers that break
 * the spec, a 4xx without an error body such as a wrong URL): those are passed on as they are. Reads the error's shape (`code`, `status`, `body`) so
 * that it needs none of the clients' classes. JSON-RPC errors: `rpcRefusalReason`.
 */
export function refusalReason(error: unknown): RefusalReason | undefined {
  const e = error as { code?: unknown; status?: number; body?: { details?: { type?: string; reason?: string } } }
  if (e?.code !== 'HTTP_ERROR' || !(e.status! >= 400 && e.status! < 500) || e.status === 429) return undefined
  const details = e.body?.details
  // v0 error bodies have no details: a 400 of v0 submit is a transaction it refuses as is.
  if (!details) return e.status === 400 ? 'INVALID_TRANSACTION' : undefined
  const { type = '', reason = '' } = details
  if (sameName.includes(reason)) return reason as RefusalReason
  // Own keys only: a server's `reason` of "constructor" must not find Object's.
  const mapped = (key: string) => (Object.hasOwn(gatewayReasons, key) ? gatewayReasons[key] : undefined)
  return mapped(reason) ?? mapped(type) ?? 'INVALID_REQUEST'
}
