import { isLedgernetError } from '@ledgernet/errors'
import type { HttpError } from '@ledgernet/transport'
import type { ApiErrorBody as ErrorBody } from './generated/operations.gen.js'

/**
 * An `HttpError` of the Gateway API v0 whose body is the spec's `{ code, message, trace_id? }`.
 *
 * @example
 * function explain(error: V0HttpError) {
 *   return `${error.body.code} ${error.body.message} (trace ${error.body.trace_id ?? '-'})`
 * }
 */
export type V0HttpError = HttpError<ErrorBody> & { readonly body: ErrorBody }

/**
 * True when `error` is an HTTP error answer of the v0 gateway with a spec error body, and —
 * when `status` is given — with that HTTP status (400 bad input, 404 unknown entity or
 * transaction, 413, 500). Narrows `error.body`.
 *
 * @example
 * try {
 *   await getTransactionReceipt({ client, body: { intent_hash } })
 * } catch (error) {
 *   if (isV0Error(error, 404)) console.log('unknown intent')
 *   else throw error
 * }
 */
export function isV0Error(error: unknown, status?: number): error is V0HttpError {
  const { body, status: actual } = isLedgernetError(error, 'HTTP_ERROR') ? (error as HttpError) : {}
  return typeof body === 'object' && body !== null && (status === undefined || actual === status)
}
