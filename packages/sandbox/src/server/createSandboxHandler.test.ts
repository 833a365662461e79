import { describe, expect, it } from 'vitest'
import type { SandboxLogger } from '../SandboxLogger.js'
import type { Answer, ApiRequest } from './Answer.js'
import { createSandboxHandler, MAX_BODY_BYTES, type SandboxRequest } from './createSandboxHandler.js'
import { TrafficCounters } from './TrafficCounters.js'

const logged: string[] = []
const logger: SandboxLogger = { info: () => {}, warn: () => {}, error: (message) => logged.push(message) }
const seen: { kind: string; request: ApiRequest }[] = []
const route =
  (kind: string, answer: (request: ApiRequest) => Answer = () => ({ status: 200, body: { kind } })) =>
  (request: ApiRequest) => {
    seen.push({ kind, request })
    return answer(request)
  }
const traffic = new TrafficCounters()
const handler = createSandboxHandler({
  routes: {
    gateway: route('gateway', (request) =>
      request.path === '/nope'
        ? { status: 404, body: { code: 404 } }
        : { status: 200, body: { kind: 'gateway', body: request.body } },
    ),
    rpc: route('rpc', () => ({ status: 200, body: { bigint: 1n } })),
    nodeRest: route('nodeRest'),
    v0: route('v0', () => {
      throw new Error('the v0 state exploded')
    }),
  },
  traffic,
  logger,
})
const request = (path: string, text = '', method = 'POST', headers = {}): SandboxRequest => ({
  method,
  path,
  headers,
  text,
  length: text.length,
})
const headersOf = (list: string[]) =>
  Object.fromEntries(list.flatMap((_, i) => (i % 2 ? [] : [[list[i], list[i + 1]]])))

describe('createSandboxHandler', () => {
  it('routes by path to the four interfaces, parses JSON, and writes the answer with the CORS headers', async () => {
    const answer = await handler.handle(request('/transaction/status', '{"a":[1]}'))
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ kind: 'gateway', body: { a: [1] } })
    expect(headersOf(answer.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'content-type': 'application/json',
      'content-length': String(answer.body.length),
    })
    await handler.handle(request('/api/ping', '', 'GET'))
    await handler.handle(request('/transaction/build', 'not json'))
    expect(seen.slice(-2).map(({ kind, request }) => [kind, request.notJson === undefined])).toEqual([
      ['nodeRest', true],
      ['gateway', false],
    ])
    const utf8 = await handler.handle(request('/status', '"é"'))
    expect(headersOf(utf8.headers)['content-length']).toBe(String(new TextEncoder().encode(utf8.body).length))
  })

  it('answers a preflight itself; counts the 4xx answers', async () => {
    const before = traffic.refused
    const preflight = await handler.handle(request('/rpc', '', 'OPTIONS', { 'access-control-request-method': 'POST' }))
    expect(preflight.status).toBe(204)
    expect(headersOf(preflight.headers)['access-control-allow-methods']).toBe('GET, POST, DELETE, OPTIONS')
    await handler.handle(request('/nope'))
    expect(traffic.refused).toBe(before + 1)
  })

  it('answers a handler that throws, or an answer JSON cannot carry, with the interface’s 500; the error only in the log', async () => {
    const thrown = await handler.handle(request('/v0/state/epoch'))
    expect(thrown.status).toBe(500)
    expect(JSON.parse(thrown.body)).toMatchObject({ code: 500, message: 'internal error' })
    expect(thrown.body).not.toContain('exploded')
    const unwritable = await handler.handle(request('/rpc', '{}'))
    expect(JSON.parse(unwritable.body)).toMatchObject({ jsonrpc: '2.0', error: { code: -32603 } })
    expect(logged.filter((message) => message === 'internal error while answering a request')).toHaveLength(2)
  })

  it('refuses a body over the limit with the interface’s 413', () => {
    const gateway = handler.tooLarge('gateway', MAX_BODY_BYTES + 1)
    expect(gateway.status).toBe(413)
    expect(JSON.parse(gateway.body).details).toEqual({
      type: 'RequestTooLargeError',
      length_limit: MAX_BODY_BYTES,
      attempted_length: MAX_BODY_BYTES + 1,
    })
    expect(JSON.parse(handler.tooLarge('rpc', undefined).body)).toEqual({
      code: 413,
      message: `request body exceeds ${MAX_BODY_BYTES} bytes`,
    })
  })
})
