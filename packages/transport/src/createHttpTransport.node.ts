import { nodeClientStandsIn } from '@ledgernet/platform/http'
import { createTransport } from './createTransport.js'
import type { HttpTransport, HttpTransportOptions } from './HttpTransport.js'
import { nodeFetch } from './nodeFetch.node.js'
import { redirectedHop } from './redirectedHop.js'

/**
 * `createHttpTransport` on Node (the package's `node` export condition): the same transport,
 * whose default fetch is `nodeFetch` (Node's own HTTP client) for as long as a request through
 * the global fetch would go straight to the network as Node's client sends it; whatever the user
 * has set up that the global fetch honours — MSW, nock or a test double in its place, a global
 * dispatcher (`ProxyAgent`, `EnvHttpProxyAgent`, `MockAgent`), an interceptor of `node:http` —
 * it steps aside for, looked up per call (`nodeClientStandsIn`, `@ledgernet/platform`'s choice of
 * the Node face: on Deno and Bun, whose fetch is not Node's, it is their fetch). A `fetch` option is
 * used as given.
 * Redirects are followed by the transport itself, on every fetch, so one client follows each once.
 *
 * @example
 * import { createHttpTransport } from '@ledgernet/transport'
 * const transport = createHttpTransport({ baseUrl: 'http://127.0.0.1:3333' })
 */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  return createTransport(options, {
    // Node's own HTTP client carries text bodies and reads text answers: a call sending bytes, a
    // form or multipart (a body that is not a string), or reading bytes or a stream (an `accept`
    // other than JSON), goes through fetch.
    fetch: (input, init) =>
      nodeClientStandsIn(input) &&
      (init?.body == null || typeof init.body === 'string') &&
      /json/.test(new Headers(init?.headers).get('accept') ?? 'application/json')
        ? nodeFetch(input, init as Parameters<typeof nodeFetch>[1])
        : globalThis.fetch(input, init),
    redirectedHop,
  })
}
