import { isLedgernetError } from '@ledgernet/errors'
import type { RpcErrorCode } from './generated/methods.gen.js'
import type { JsonRpcError } from './JsonRpcError.js'

/**
 * True when `error` is a {@link JsonRpcError}, and — when `code` is given — one with that
 * JSON-RPC code; narrows `error.rpcCode` to it. `code` must be one the methods declare (a typo
 * does not compile). Works across copies of the package (checks the error's `code`, not its class).
 *
 * @example
 * try {
 *   await finalizeTransaction({ client, params: [transaction, signatureDER, publicKey] })
 * } catch (error) {
 *   if (isJsonRpcError(error, 2515)) console.log('the signature does not verify')
 *   else throw error
 * }
 */
export function isJsonRpcError(error: unknown): error is JsonRpcError
export function isJsonRpcError<TCode extends RpcErrorCode>(error: unknown, code: TCode): error is JsonRpcError<TCode>
export function isJsonRpcError(error: unknown, code?: number): boolean {
  return isLedgernetError(error, 'JSON_RPC_ERROR') && (code === undefined || (error as JsonRpcError).rpcCode === code)
}
