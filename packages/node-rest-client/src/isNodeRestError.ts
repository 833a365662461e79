import { isLedgernetError } from '@ledgernet/errors'
import type { HttpError } from '@ledgernet/transport'
import type { ApiErrorBody as ErrorBody } from './generated/operations.gen.js'

/**
 * An `HttpError` of the node REST API whose body is the spec's `{ code, message }`.
 *
 * @example
 * function explain(error: NodeRestHttpError) {
 *   return `${error.status}: ${error.body.message}`
 * }
 */
export type NodeRestHttpError = HttpError<ErrorBody> & { readonly body: ErrorBody }

/**
 * True when `error` is an HTTP error answer of the node with a spec error body (`{ code,
 * message }`), and — when `status` is given — with that HTTP status (401 wrong credentials,
 * 405 wrong verb, …). Narrows `error.body`.
 *
 * @example
 * try {
 *   await getModules({ client })
 * } catch (error) {
 *   if (isNodeRestError(error, 401)) console.log('check the credentials')
 *   else throw error
 * }
 */
export function isNodeRestError(error: unknown, status?: number): error is NodeRestHttpError {
  const { body, status: actual } = isLedgernetError(error, 'HTTP_ERROR') ? (error as HttpError) : {}
  return typeof body === 'object' && body !== null && (status === undefined || actual === status)
}
