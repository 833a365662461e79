/**
 * The check an error answer passes when no validator of the spec is loaded: an object with a
 * numeric `code` and a string `message`, and `details` (when present) an object with a string
 * `type`. Every error body of the ledgernet specs has this envelope, so a lean client can expose
 * `HttpError.body` typed without shipping the full validators.
 *
 * @example
 * isErrorBody({ code: 404, message: 'not found', details: { type: 'TransactionNotFoundError' } }) // true
 * isErrorBody({ error: 'nope' }) // false
 */
export function isErrorBody(body: unknown): boolean {
  const error = body as { code?: unknown; message?: unknown; details?: { type?: unknown } } | null
  return (
    typeof error?.code === 'number' &&
    typeof error.message === 'string' &&
    (error.details === undefined || typeof error.details?.type === 'string')
  )
}
