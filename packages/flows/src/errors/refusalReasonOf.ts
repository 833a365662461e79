import { refusalReason } from './refusalReason.js'
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

/**
 * The refusal an error of any interface stands for, as the flows read it before they throw
 * `TransactionRefusedError`: a JSON-RPC error by its code, an HTTP error of the Gateway API by its
 * detail type and reason, a v0 400 as `INVALID_TRANSACTION`. `undefined` when the error is not a
 * definite "no" (a network failure, a timeout, 429, 5xx, -32000, -32603, an answer that breaks the
 * spec): such a call may be tried again. Reads the error's fields (`code`, `rpcCode`, `status`,
 * `body`), so it needs none of the clients' classes.
 *
 * @example
 * import { refusalReasonOf } from '@ledgernet/flows'
 * try {
 *   await buildTransaction({ client: gateway, body })
 * } catch (error) {
 *   if (refusalReasonOf(error) === 'INSUFFICIENT_FUNDS') console.log('the sender holds less than that')
 * }
 */
export function refusalReasonOf(error: unknown): RefusalReason | undefined {
  const e = error as { code?: unknown; rpcCode?: number }
  return e?.code === 'JSON_RPC_ERROR' ? rpcReasons[e.rpcCode!] : refusalReason(error)
}
