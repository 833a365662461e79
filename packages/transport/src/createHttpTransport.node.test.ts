// The Node entry's transport against servers that misbehave on purpose: bodies too large to hold
// (announced, endless, behind a redirect) on every path (Node's own client, the global fetch, a
// custom fetch), JSON beyond the bounds, slow answers, and redirects of every kind, each followed
// once by one client.
import {
  announcedBody,
  deepJson,
  drip,
  echo,
  endlessBody,
  type HostileServer,
  jsonText,
  jsonValue,
  type Misbehaviour,
  redirect,
  startHostileServer,
  terminalEscapes,
} from '@ledgernet/test-support/hostileServer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHttpTransport } from './createHttpTransport.node.js'
import type { HttpTransportOptions } from './HttpTransport.js'
import { HttpError, InvalidResponseError, type OperationDescriptor, TimeoutError } from './index.js'

const servers: HostileServer[] = []
async function hostile(routes: Record<string, Misbehaviour>) {
  const server = await startHostileServer(routes)
  servers.push(server)
  return server
}
afterEach(async () => {
  vi.unstubAllGlobals()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const get = (path: string): OperationDescriptor => ({ operationId: 'read', method: 'GET', path, retrySafe: true })
const post = (path: string): OperationDescriptor => ({
  operationId: 'submitTransaction',
  method: 'POST',
  path,
  retrySafe: false,
  headers: { 'X-Ledger-Target-Gw-Api': '1.0' },
})

const nativeFetch = globalThis.fetch
/** The three ways a call goes out on Node: Node's own client, the global fetch (stepped aside to), a custom fetch. */
const paths: Array<[string, () => Partial<HttpTransportOptions>]> = [
  ['Node’s own client', () => ({})],
  [
    'the global fetch',
    () => {
      // Not Node's own fetch any more: the transport steps aside for it.
      vi.stubGlobal('fetch', (input: string, init: RequestInit) => nativeFetch(input, init))
      return {}
    },
  ],
  ['a custom fetch', () => ({ fetch: (input, init) => nativeFetch(input, init) })],
]

describe.each(paths)('the response size limit, through %s', (_, setUp) => {
  const limit = 256 * 1024

  it('refuses an announced Content-Length of 2^31 before reading it, naming the limit and the size', async () => {
    const server = await hostile({ '/api/system': announcedBody(2 ** 31) })
    const transport = createHttpTransport({ baseUrl: server.url, ...setUp() })
    const error = await transport.request(get('/api/system')).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({ reason: 'TOO_LARGE', limit: 16 * 1024 * 1024, size: 2 ** 31, status: 200 })
    expect((error as Error).message).toContain(
      'larger than the response size limit of 16777216 bytes (2147483648 bytes)',
    )
  })

  it('stops reading an endless body once it passes the limit (per client), and the server stops sending', async () => {
    const server = await hostile({ '/transaction/build': endlessBody() })
    const transport = createHttpTransport({ baseUrl: server.url, maxResponseSize: limit, ...setUp() })
    const error = await transport.request(get('/transaction/build')).catch((thrown: unknown) => thrown)
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', reason: 'TOO_LARGE', limit })
    expect((error as InvalidResponseError).size).toBeGreaterThan(limit)
    // The connection was closed: what went out is the limit and what the sockets' buffers held.
    await vi.waitFor(() => expect(server.sent('/transaction/build')).toBeLessThan(limit + 8 * 1024 * 1024))
    const sent = server.sent('/transaction/build')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.sent('/transaction/build')).toBe(sent)
  })

  it('takes a limit per call over the client’s, for an error status too', async () => {
    const server = await hostile({ '/big': jsonText(JSON.stringify({ a: 'x'.repeat(10_000) }), 500) })
    const transport = createHttpTransport({ baseUrl: server.url, maxResponseSize: 1_000_000, retry: false, ...setUp() })
    await expect(transport.request(get('/big'), {}, { maxResponseSize: 1_000 })).rejects.toMatchObject({
      reason: 'TOO_LARGE',
      limit: 1_000,
      size: 10_008,
      status: 500,
    })
    await expect(transport.request(get('/big'))).rejects.toBeInstanceOf(HttpError)
  })

  it('holds behind a redirect, and the first server is asked once', async () => {
    const server = await hostile({ '/moved': redirect(302, '/endless'), '/endless': endlessBody() })
    const transport = createHttpTransport({ baseUrl: server.url, maxResponseSize: limit, ...setUp() })
    await expect(transport.request(get('/moved'))).rejects.toMatchObject({ reason: 'TOO_LARGE', status: 200 })
    expect([server.count('/moved'), server.count('/endless')]).toEqual([1, 1])
  })

  it('refuses JSON nested a million levels deep, and a number beyond a double, naming where', async () => {
    const server = await hostile({
      '/deep': jsonText(`{"agent":${deepJson(1_000_000)}}`),
      '/number': jsonText(`{"ledger":{"epoch":1e999}}`),
      '/digits': jsonText(`[1,${'9'.repeat(1_000_000)}]`),
    })
    const transport = createHttpTransport({ baseUrl: server.url, ...setUp() })
    const deep = await transport.request(get('/deep')).catch((thrown: unknown) => thrown)
    expect(deep).toMatchObject({ reason: 'TOO_DEEP', body: undefined })
    expect((deep as InvalidResponseError).issues[0]!.path).toMatch(/^\/agent(\/0)+… \(132 characters\)$/)
    await expect(transport.request(get('/number'))).rejects.toMatchObject({
      reason: 'NUMBER_OUT_OF_RANGE',
      issues: [{ path: '/ledger/epoch', message: 'is a number beyond the range of a double (1e999)' }],
    })
    await expect(transport.request(get('/digits'))).rejects.toMatchObject({
      reason: 'NUMBER_OUT_OF_RANGE',
      issues: [{ path: '/1', message: 'is a number of 1000000 characters (at most 64)' }],
    })
  })

  it('quotes at most 200 characters of an error a server makes a megabyte long; the body is kept as sent', async () => {
    const said = `${terminalEscapes}${'x'.repeat(1_000_000)}`
    const server = await hostile({ '/api/system': jsonValue({ code: 500, message: said }, 500) })
    const transport = createHttpTransport({ baseUrl: server.url, retry: false, ...setUp() })
    const error = (await transport.request(get('/api/system')).catch((thrown: unknown) => thrown)) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.shortMessage).toBe(`read failed: HTTP 500 — ${said.slice(0, 200)}`)
    // What to show a terminal is the caller's to decide (the CLI makes it safe); the transport keeps what came.
    expect((error.body as { message: string }).message).toBe(said)
  })

  it('times out a body that drips, the whole answer within the time limit', async () => {
    const server = await hostile({ '/api/ping': drip('{"response":"pong","timestamp":1}', 40) })
    const transport = createHttpTransport({ baseUrl: server.url, timeout: 300, retry: false, ...setUp() })
    await expect(transport.request(get('/api/ping'))).rejects.toBeInstanceOf(TimeoutError)
  })
})

describe.each(paths)('redirects, through %s', (_, setUp) => {
  it.each([
    [301, 'GET', undefined],
    [302, 'GET', undefined],
    [303, 'GET', undefined],
    [307, 'POST', '{"signed_transaction":"00"}'],
    [308, 'POST', '{"signed_transaction":"00"}'],
  ])('a POST answered %i is sent again once, as a %s with body %s', async (status, method, body) => {
    const server = await hostile({ '/transaction/submit': redirect(status, '/v2/submit'), '/v2/submit': echo() })
    const transport = createHttpTransport({ baseUrl: server.url, ...setUp() })
    const echoed = (await transport.request(post('/transaction/submit'), {
      body: { signed_transaction: '00' },
    })) as { method: string; body: string; headers: Record<string, string> }
    expect(echoed.method).toBe(method)
    expect(echoed.body).toBe(body ?? '')
    expect(echoed.headers['content-type']).toBe(body === undefined ? undefined : 'application/json')
    expect([server.count('/transaction/submit'), server.count('/v2/submit')]).toEqual([1, 1])
  })

  it('to another origin, carries neither credentials nor the caller’s headers, but the protocol’s', async () => {
    const other = await hostile({ '/elsewhere': echo() })
    const server = await hostile({ '/api/graph/node/mass': redirect(307, `${other.url}/elsewhere`), '/same': echo() })
    const transport = createHttpTransport({
      baseUrl: `http://admin:secret@${server.url.slice('http://'.length)}`,
      authorization: 'Basic YWRtaW46c2VjcmV0',
      headers: { 'x-api-key': 'key-1' },
      ...setUp(),
    })
    const mass = { ...post('/api/graph/node/mass'), auth: 'basic' as const }
    const echoed = (await transport.request(mass, { body: { a: 1 } }, { headers: { cookie: 'session=1' } })) as {
      method: string
      body: string
      headers: Record<string, string>
    }
    expect(echoed).toMatchObject({ method: 'POST', body: '{"a":1}' })
    expect(echoed.headers).toMatchObject({ accept: 'application/json', 'x-ledger-target-gw-api': '1.0' })
    for (const name of ['authorization', 'x-api-key', 'cookie']) expect(echoed.headers[name], name).toBeUndefined()
    expect(server.count('/api/graph/node/mass')).toBe(1)
    // The same origin keeps them.
    const sameOrigin = await hostile({ '/api/graph/node/mass': redirect(307, '/same'), '/same': echo() })
    const again = createHttpTransport({
      baseUrl: sameOrigin.url,
      authorization: 'Basic YWRtaW46c2VjcmV0',
      headers: { 'x-api-key': 'key-1' },
      ...setUp(),
    })
    const kept = (await again.request(mass, { body: {} })) as { headers: Record<string, string> }
    expect(kept.headers).toMatchObject({ authorization: 'Basic YWRtaW46c2VjcmV0', 'x-api-key': 'key-1' })
  })

  it('stops after 20 redirects, and at a Location that is not http(s) or carries credentials: an HttpError', async () => {
    const server = await hostile({
      '/loop': redirect(302, '/loop'),
      '/file': redirect(302, 'file:///etc/passwd'),
      '/credentials': redirect(302, 'http://user:pass@127.0.0.1:1/'),
    })
    const transport = createHttpTransport({ baseUrl: server.url, retry: false, ...setUp() })
    await expect(transport.request(get('/loop'))).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 302 })
    expect(server.count('/loop')).toBe(21)
    await expect(transport.request(get('/file'))).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 302 })
    await expect(transport.request(get('/credentials'))).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 302 })
    expect(server.requests.map((request) => request.path).slice(-2)).toEqual(['/file', '/credentials'])
  })
})
