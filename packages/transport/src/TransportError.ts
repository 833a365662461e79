import { LedgernetError } from '@ledgernet/errors'

/**
 * The base of the errors a transport call throws: each carries the `operation` that failed
 * (and the `url` when a request was sent); its message starts with the operation's name.
 *
 * @example
 * try {
 *   await getSystem({ client })
 * } catch (error) {
 *   if (error instanceof TransportError) console.log(error.operation, error.code)
 * }
 */
export class TransportError extends LedgernetError {
  override name = 'TransportError'
  declare readonly operation: string

  constructor(
    message: string,
    code: string,
    params: { operation: string; url?: string; cause?: unknown },
  ) {
    super(`${params.operation} ${message}`, {
      code,
      docsPath: code.toLowerCase().replace(/_/g, '-'),
      cause: params.cause,
      metaMessages: params.url ? [`url: ${params.url}`] : [],
    })
    Object.assign(this, params)
  }
}
