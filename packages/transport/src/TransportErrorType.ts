import type { AbortedError } from './AbortedError.js'
import type { HttpError } from './HttpError.js'
import type { InvalidResponseError } from './InvalidResponseError.js'
import type { NetworkError } from './NetworkError.js'
import type { TimeoutError } from './TimeoutError.js'

/**
 * Every error a transport call can throw; narrow with `instanceof` or by `code`.
 *
 * @example
 * function explain(error: TransportErrorType): string {
 *   return error.code === 'HTTP_ERROR' ? `HTTP ${error.status}` : error.shortMessage
 * }
 */
export type TransportErrorType<TBody = unknown> =
  | HttpError<TBody>
  | TimeoutError
  | NetworkError
  | AbortedError
  | InvalidResponseError
