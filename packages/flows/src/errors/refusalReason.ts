import type { RefusalReason } from './TransactionRefusedError.js'

const rpcReasons: Record<number, RefusalReason> = {
  1301: 'INSUFFICIENT_FUNDS',
  1312: 'INSUFFICIENT_FUNDS_FOR_FEE',
  1316: 'INVALID_REQUEST',
  1317: 'INVALID_REQUEST',
  1318: 'INVALID_REQUEST',
  1320: 'INVALID_TRANSACTION',
  1321: 'NOT_TOKEN_OWNER',
  1322: 'FIXED_SUPPLY_TOKEN',
  1323: 'TOKEN_NOT_FOUND',
  1324: 'TOKEN_ALREADY_EXISTS',
  1325: 'SIGNER_NOT_FEE_PAYER',
  1326: 'MINT_AND_BURN_DISABLED',
  1327: 'NATIVE_TOKEN',
  1328: 'TOKEN_IDENTIFIER_MISMATCH',
  1329: 'INVALID_REQUEST',
  1501: 'OUTSIDE_VALIDITY_WINDOW',
  2511: 'INVALID_TRANSACTION',
  2512: 'INVALID_SIGNATURE',
  2513: 'INVALID_REQUEST',
  2514: 'INVALID_REQUEST',
  2515: 'INVALID_SIGNATURE',
  2516: 'SIGNER_NOT_FEE_PAYER',
  [-32602]: 'INVALID_REQUEST',
}

// Gateway detail types, and for the three that carry one, their `reason`.
const gatewayReasons: Record<string, RefusalReason> = {
  NotEnoughTokensForTransferError: 'INSUFFICIENT_FUNDS',
  NotEnoughNativeTokensForFeesError: 'INSUFFICIENT_FUNDS_FOR_FEE',
  TokenNotFoundError: 'TOKEN_NOT_FOUND',
  InvalidRequestError: 'INVALID_REQUEST',
  NetworkNotSupportedError: 'INVALID_REQUEST',
  InvalidAccountAddressError: 'INVALID_REQUEST',
  InvalidTokenRRIError: 'INVALID_REQUEST',
  InvalidPublicKeyError: 'INVALID_REQUEST',
  InvalidTokenSymbolError: 'INVALID_REQUEST',
  MessageTooLongError: 'INVALID_REQUEST',
  RequestTooLargeError: 'INVALID_REQUEST',
  InvalidSignatureError: 'INVALID_SIGNATURE',
  InvalidTransactionError: 'INVALID_TRANSACTION',
  InvalidActionError: 'INVALID_REQUEST',
  // InvalidActionError reasons
  FROM_ACCOUNT_NOT_FEE_PAYER: 'SIGNER_NOT_FEE_PAYER',
  OWNER_NOT_FEE_PAYER: 'SIGNER_NOT_FEE_PAYER',
  NOT_TOKEN_OWNER: 'NOT_TOKEN_OWNER',
  FIXED_SUPPLY_TOKEN: 'FIXED_SUPPLY_TOKEN',
  NATIVE_TOKEN: 'NATIVE_TOKEN',
  MINT_AND_BURN_DISABLED: 'MINT_AND_BURN_DISABLED',
  TOKEN_ALREADY_EXISTS: 'TOKEN_ALREADY_EXISTS',
  TOKEN_IDENTIFIER_MISMATCH: 'TOKEN_IDENTIFIER_MISMATCH',
  // InvalidSignatureError / InvalidTransactionError reasons that say more than the type
  NOT_FEE_PAYER: 'SIGNER_NOT_FEE_PAYER',
  NOT_YET_VALID: 'OUTSIDE_VALIDITY_WINDOW',
  EXPIRED: 'OUTSIDE_VALIDITY_WINDOW',
}

/**
 * The refusal a server's error stands for, or `undefined` when it is not a definite refusal of
 * the transaction (network failures, timeouts, 5xx, answers that break the spec): those are
 * passed on as they are. Reads the error's shape (`code`, `rpcCode`, `status`, `body`) so that
 * it needs none of the clients' classes.
 */
export function refusalReason(error: unknown): RefusalReason | undefined {
  const e = error as { code?: unknown; rpcCode?: number; status?: number; body?: { details?: { type?: string; reason?: string } } }
  if (e?.code === 'JSON_RPC_ERROR') return rpcReasons[e.rpcCode!]
  if (e?.code !== 'HTTP_ERROR' || !(e.status! >= 400 && e.status! < 500) || e.status === 429) return undefined
  const details = e.body?.details
  // v0 error bodies have no details: a 400 of v0 submit is a transaction it refuses as is.
  if (!details) return e.status === 400 ? 'INVALID_TRANSACTION' : undefined
  return gatewayReasons[details.reason!] ?? gatewayReasons[details.type!]
}
