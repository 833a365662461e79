import { TransportError } from './TransportError.js'

/**
 * No complete answer arrived within the time limit of one attempt (`timeout`, default 10 s).
 *
 * @example
 * try {
 *   await getSystem({ client, timeout: 1_000 })
 * } catch (error) {
 *   if (error instanceof TimeoutError) console.log(`gave up after ${error.timeout} ms`)
 * }
 */
export class TimeoutError extends TransportError<'TIMEOUT'> {
  override name = 'TimeoutError' as const
  declare readonly url: string
  declare readonly timeout: number

  constructor(params: { operation: string; url: string; timeout: number }) {
    super(`failed: no answer within ${params.timeout} ms`, 'TIMEOUT', params)
  }
}
