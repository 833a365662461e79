import { TransportError } from './TransportError.js'

/**
 * The server answered with an HTTP error status. `body` is the parsed error body when it matches
 * the spec's error schema for that status (typed by the client as `TBody`), else `undefined`;
 * `rawBody` is the text as received. The message says which operation failed and why:
 * `buildTransaction failed: HTTP 400 InvalidRequestError — …`.
 *
 * @example
 * try {
 *   await buildTransaction({ client, body: request })
 * } catch (error) {
 *   if (error instanceof HttpError && error.status === 404) console.log(error.body)
 * }
 */
export class HttpError<TBody = unknown> extends TransportError<'HTTP_ERROR'> {
  override name = 'HttpError' as const
  declare readonly status: number
  declare readonly body: TBody | undefined
  declare readonly rawBody: string
  declare readonly headers: Headers
  declare readonly url: string

  constructor(params: {
    operation: string
    url: string
    status: number
    headers: Headers
    body: TBody | undefined
    rawBody: string
  }) {
    const error = params.body as { message?: unknown; code?: unknown; details?: { type?: unknown } } | undefined
    const kind = error?.details?.type ?? error?.code
    const said = error ? error.message : params.rawBody.trim().split('\n')[0]
    // The server's words, cut: however much it sent, the message stays short.
    const reason = typeof said === 'string' ? said.slice(0, 200) : undefined
    super(
      `failed: HTTP ${params.status}${typeof kind === 'string' ? ` ${kind.slice(0, 100)}` : ''}${reason ? ` — ${reason}` : ''}`,
      'HTTP_ERROR',
      params,
    )
  }
}
