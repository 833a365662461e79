import { bytesToHex } from '@ledgernet/crypto'

/**
 * What a handler answers: a status, headers and a JSON body (or none, for an empty body).
 *
 * @example
 * const answer: Answer = { status: 200, body: { response: 'pong', timestamp: Date.now() } }
 */
export type Answer = {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

/**
 * A request as the handlers see it: the body already read (within the size limit) and parsed,
 * or `notJson` with the parser's reason.
 *
 * @example
 * const request: ApiRequest = { method: 'POST', path: '/token/derive', headers: {}, body: {}, bodyLength: 2 }
 */
export type ApiRequest = {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  /** The parsed JSON body; `undefined` when the body was empty. */
  body: unknown
  /** Set when the body was not empty and not JSON. */
  notJson?: string
  bodyLength: number
}

/**
 * A fresh trace id: 32 lower-case hex characters (a W3C trace id), quoted in a 500 answer and in
 * the log line that explains it.
 *
 * @example
 * newTraceId() // '4bf92f3577b34da6a3ce929d0e0e4736'
 */
export function newTraceId(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(16)))
}
