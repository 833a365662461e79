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
 * The refusal a JSON-RPC error code stands for (the same reasons as the Gateway API's), or
 * `undefined` when it is not a definite refusal (-32000, -32603, …). Anything but a JSON-RPC
 * error is read as {@link refusalReason} reads HTTP errors. Only the JSON-RPC flows use it.
 */
export function rpcRefusalReason(error: unknown): RefusalReason | undefined {
  const e = error as { code?: unknown; rpcCode?: number }
  return e?.code === 'JSON_RPC_ERROR' ? rpcReasons[e.rpcCode!] : refusalReason(error)
}
