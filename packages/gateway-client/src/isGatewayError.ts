import { isLedgernetError } from '@ledgernet/errors'
import type { HttpError } from '@ledgernet/transport'
import type { ApiErrorBody } from './generated/operations.gen.js'

/** The body of a Gateway API error answer: what the operations declare. */
type GatewayError = ApiErrorBody
/** Its typed `details`. */
type ErrorDetails = NonNullable<ApiErrorBody['details']>

/**
 * The `details.type` of a Gateway API error body (`TransactionNotFoundError`, …).
 *
 * @example
 * const type: GatewayErrorType = 'NotEnoughNativeTokensForFeesError'
 */
export type GatewayErrorType = ErrorDetails['type']

/**
 * An `HttpError` of the Gateway API whose body is a spec error body; with a type argument, one
 * whose `details` is that type's (`GatewayHttpError<'TokenNotFoundError'>` has
 * `body.details.token_not_found`).
 *
 * @example
 * function missing(error: GatewayHttpError<'TransactionNotFoundError'>) {
 *   return error.body.details.transaction_not_found.hash
 * }
 */
export type GatewayHttpError<TType extends GatewayErrorType = never> = HttpError<GatewayError> & {
  readonly body: [TType] extends [never]
    ? GatewayError
    : GatewayError & { details: Extract<ErrorDetails, { type: TType }> }
}

/**
 * True when `error` is an HTTP error answer of the gateway with a spec error body, and — when
 * `type` is given — one whose `details.type` is `type`. Narrows `error.body` (and
 * `error.body.details`) accordingly. Works across copies of the package (checks the error's
 * `code`, not its class).
 *
 * @example
 * try {
 *   await getTransactionStatus({ client, body: { transaction_identifier: { hash } } })
 * } catch (error) {
 *   if (isGatewayError(error, 'TransactionNotFoundError')) console.log(error.body.details.transaction_not_found.hash)
 *   else throw error
 * }
 */
export function isGatewayError<TType extends GatewayErrorType = never>(
  error: unknown,
  type?: TType,
): error is GatewayHttpError<TType> {
  const body = isLedgernetError(error, 'HTTP_ERROR') ? (error as HttpError<GatewayError>).body : undefined
  return typeof body === 'object' && body !== null && (type === undefined || body.details?.type === type)
}
