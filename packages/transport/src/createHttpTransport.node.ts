import { createHttpTransport as createPortableTransport } from './createHttpTransport.js'
import type { HttpTransport, HttpTransportOptions } from './HttpTransport.js'
import { nodeFetch } from './nodeFetch.node.js'

/** Node's own fetch, as it was when this module loaded: a test double or interceptor put in its place is used as is. */
const nodeGlobalFetch = globalThis.fetch

/**
 * `createHttpTransport` on Node (the package's `node` export condition): the same transport,
 * whose default fetch is `nodeFetch` (Node's own HTTP client) for as long as `globalThis.fetch`
 * is still Node's — a fetch replaced by a test double or an interceptor is called as is, looked
 * up at call time. A `fetch` option is used as given.
 *
 * @example
 * import { createHttpTransport } from '@ledgernet/transport'
 * const transport = createHttpTransport({ baseUrl: 'http://127.0.0.1:3333' })
 */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  if (options.fetch) return createPortableTransport(options)
  return createPortableTransport({
    ...options,
    fetch: (input, init) =>
      // Node's own HTTP client carries text bodies and reads text answers: a call sending bytes,
      // a form or multipart (a non-string body), or reading bytes or a stream (an `accept` other
      // than JSON), goes through fetch.
      globalThis.fetch === nodeGlobalFetch &&
      (init?.body === undefined || typeof init.body === 'string') &&
      /json/.test(new Headers(init?.headers).get('accept') ?? 'application/json')
        ? nodeFetch(input as string, init as Parameters<typeof nodeFetch>[1])
        : globalThis.fetch(input, init),
  })
}
