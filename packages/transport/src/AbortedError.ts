import { TransportError } from './TransportError.js'

/**
 * The caller's `signal` aborted the call (before it started, during it, or while waiting to
 * retry). `cause` is the signal's reason.
 *
 * @example
 * const controller = new AbortController()
 * const pending = getTransactionStatus({ client, body: request, signal: controller.signal })
 * controller.abort()
 * await pending.catch((error) => error instanceof AbortedError) // true
 */
export class AbortedError extends TransportError<'ABORTED'> {
  override name = 'AbortedError' as const

  constructor(params: { operation: string; cause: unknown }) {
    super('was aborted', 'ABORTED', params)
  }
}
