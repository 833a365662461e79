import { createTransport } from './createTransport.js'
import type { HttpTransport, HttpTransportOptions } from './HttpTransport.js'

/**
 * Creates the HTTP transport generated operations are called with: JSON in and out, a time
 * limit per attempt (10 s, body included), a response size limit (16 MiB by default: a larger
 * body ends the call with `InvalidResponseError` `TOO_LARGE` as soon as it passes the limit, read
 * as a stream, so memory stays near the limit), JSON held to bounds (64 levels of nesting, numbers
 * of at most 64 characters and within a double's range), retries of safe operations on
 * 429/502/503/504 and network failures (honouring `Retry-After`), `onRequest`/`onResponse` hooks,
 * the caller's `signal`, response validation against the spec when validators are given (the
 * descriptor's `validate` or `options.validators[operationId]`; without, an error body is exposed
 * only when it has the error envelope, see `isErrorBody`), and typed errors ({@link HttpError},
 * {@link TimeoutError}, {@link NetworkError}, {@link AbortedError}, {@link InvalidResponseError}).
 *
 * Credentials in `baseUrl` (`https://user:pass@host`) are taken out of the URL and sent as
 * `Authorization: Basic …` only on operations marked `auth: 'basic'`. Redirects are followed once,
 * by one client, with the Fetch standard's rules (303, and 301/302 after a POST, become a GET
 * without body; 307/308 keep method and body; at most 20); to another origin only the protocol's
 * headers go (never `Authorization` nor a header the caller added, such as an API key). In a
 * browser the browser follows them; on Node the transport does.
 *
 * @example
 * import { createHttpTransport } from '@ledgernet/transport'
 * const transport = createHttpTransport({ baseUrl: 'http://127.0.0.1:3333', timeout: 5_000 })
 * const pong = await transport.request({
 *   operationId: 'ping', method: 'GET', path: '/api/ping', retrySafe: true,
 * })
 */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  return createTransport(options, { fetch: (input, init) => globalThis.fetch(input, init) })
}
