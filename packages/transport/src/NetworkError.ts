import { TransportError } from './TransportError.js'

/**
 * The request did not get an answer: connection refused or reset, DNS failure, CORS, … The
 * original error is the `cause`.
 *
 * @example
 * try {
 *   await ping({ client })
 * } catch (error) {
 *   if (error instanceof NetworkError) console.log(error.shortMessage)
 * }
 */
export class NetworkError extends TransportError<'NETWORK_ERROR'> {
  override name = 'NetworkError' as const
  declare readonly url: string

  constructor(params: { operation: string; url: string; cause: unknown }) {
    const cause = params.cause as { message?: unknown; cause?: { code?: unknown; message?: unknown } }
    // undici says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, …) is one level down.
    const reason = cause?.cause?.code ?? cause?.cause?.message ?? cause?.message
    super(`failed: network error${reason ? ` (${reason})` : ''}`, 'NETWORK_ERROR', params)
  }
}
