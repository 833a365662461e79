import { createHttpTransport, HttpError, TimeoutError } from '@ledgernet/transport'
import { answeringFetch } from './support/answeringFetch.js'
import { expectEqual, expectFailure } from './support/assertions.js'

const server = answeringFetch((request) =>
  request.url.endsWith('/api/ping')
    ? { response: 'pong', timestamp: 1_700_000_000_000 }
    : new Response(JSON.stringify({ code: 404, message: 'no such path' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
)
const transport = createHttpTransport({
  baseUrl: 'http://node.test',
  fetch: server.fetch,
  headers: { 'x-app': 'consumer' },
})
const ping = { operationId: 'ping', method: 'GET', path: '/api/ping', retrySafe: true } as const
expectEqual(
  await transport.request(ping),
  { response: 'pong', timestamp: 1_700_000_000_000 },
  'a GET answered with JSON',
)
expectEqual(
  [server.requests[0]?.url, server.requests[0]?.headers['x-app']],
  ['http://node.test/api/ping', 'consumer'],
  'URL and headers sent',
)

const missing = { operationId: 'getThing', method: 'GET', path: '/api/thing', retrySafe: true } as const
const error = await expectFailure(
  () => transport.request(missing),
  (thrown) => thrown instanceof HttpError,
  'a 404',
)
expectEqual(
  [(error as HttpError).status, (error as HttpError).operation],
  [404, 'getThing'],
  'HttpError carries status and operation',
)

const silent = createHttpTransport({
  baseUrl: 'http://node.test',
  timeout: 50,
  retry: false,
  fetch: ((_input: unknown, init?: RequestInit) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    )) as typeof fetch,
})
await expectFailure(
  () => silent.request(ping),
  (thrown) => thrown instanceof TimeoutError,
  'a silent server times out',
)
console.log('ok: transport')
