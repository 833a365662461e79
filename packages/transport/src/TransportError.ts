import { LedgernetError, type LedgernetErrorCode } from '@ledgernet/errors'
import { packageTag } from './packageTag.js'

/**
 * The base of the errors a transport call throws: each carries the `operation` that failed
 * (and the `url` when a request was sent); its message starts with the operation's name. Catch
 * the classes (`HttpError`, `TimeoutError`, …) or switch on `code` of a `TransportErrorType`.
 *
 * @example
 * try {
 *   await getSystem({ client })
 * } catch (error) {
 *   if (error instanceof TransportError) console.log(error.operation, error.code)
 * }
 */
export class TransportError<TCode extends LedgernetErrorCode = LedgernetErrorCode> extends LedgernetError<TCode> {
  /** The operationId (or JSON-RPC method) that failed. */
  declare readonly operation: string

  constructor(
    message: string,
    code: TCode,
    params: { operation: string; url?: string; cause?: unknown },
    tag = packageTag,
  ) {
    super(`${params.operation} ${message}`, {
      code,
      cause: params.cause,
      metaMessages: params.url ? [`url: ${params.url}`] : [],
      packageTag: tag,
    })
    Object.assign(this, params)
  }
}
