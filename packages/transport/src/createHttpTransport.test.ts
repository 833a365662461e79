import { getEventListeners } from 'node:events'
import { LedgernetError } from '@ledgernet/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closedPort, json, startLocalServer } from '../test/localServer.js'
import {
  AbortedError,
  basicAuthHeader,
  createHttpTransport,
  HttpError,
  InvalidResponseError,
  NetworkError,
  type OperationDescriptor,
  type ResponseValidator,
  TimeoutError,
  type TransportRequest,
} from './index.js'

const servers: { close(): Promise<void> }[] = []
async function server(...args: Parameters<typeof startLocalServer>) {
  const started = await startLocalServer(...args)
  servers.push(started)
  return started
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

// A small hand-written validator standing in for a generated one.
const isTokenIdentifierResponse: ResponseValidator = (body) => {
  const rri = (body as { token_identifier?: { rri?: unknown } })?.token_identifier?.rri
  return typeof rri === 'string' ? null : [{ path: '/token_identifier/rri', message: 'must be string' }]
}
const isErrorBody: ResponseValidator = (body) =>
  typeof (body as { message?: unknown })?.message === 'string' ? null : [{ path: '/message', message: 'is required' }]

const deriveToken: OperationDescriptor = {
  operationId: 'deriveToken',
  method: 'POST',
  path: '/token/derive',
  retrySafe: true,
  headers: { 'X-Ledger-Target-Gw-Api': '1.0' },
  validate: { 200: isTokenIdentifierResponse, '4XX': isErrorBody, default: isErrorBody },
}
const submitTransaction: OperationDescriptor = {
  operationId: 'submitTransaction',
  method: 'POST',
  path: '/transaction/submit',
  retrySafe: false,
}
const finalizeTransaction: OperationDescriptor = {
  operationId: 'finalizeTransaction',
  method: 'POST',
  path: '/transaction/finalize',
  retrySafe: { unlessBodyTrue: 'submit' },
}
const getSystem: OperationDescriptor = { operationId: 'getSystem', method: 'GET', path: '/api/system', retrySafe: true }
const getNodeMass: OperationDescriptor = {
  operationId: 'getNodeMass',
  method: 'GET',
  path: '/api/graph/node/mass',
  retrySafe: true,
  auth: 'basic',
}

const rri = 'foo_dr1qv9ee5j4qun9frqj2mcg79maqq55n46u5ypn2j0g9c3qgutsn8'
const errorBody = {
  code: 400,
  message: 'symbol must match ^[a-z0-9]+$',
  details: { type: 'InvalidTokenSymbolError', invalid_token_symbol: 'FOO' },
}

async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

describe('createHttpTransport: success', () => {
  it('sends JSON with the right headers and returns the validated body', async () => {
    const s = await server((_, res) => json(res, 200, { token_identifier: { rri } }))
    const transport = createHttpTransport({ baseUrl: `${s.url}/`, headers: { 'x-default': 'd', 'x-both': 'default' } })
    const body = { network_identifier: { network: 'localnet' }, symbol: 'foo' }
    const answer = await transport.request(
      deriveToken,
      { body, headers: { 'x-input': 'i' } },
      { headers: { 'x-both': 'call' } },
    )
    expect(answer).toEqual({ token_identifier: { rri } })
    const [seen] = s.requests
    expect(seen!.method).toBe('POST')
    expect(seen!.url).toBe('/token/derive')
    expect(JSON.parse(seen!.body)).toEqual(body)
    expect(seen!.headers['content-type']).toBe('application/json')
    expect(seen!.headers.accept).toBe('application/json')
    expect(seen!.headers['x-ledger-target-gw-api']).toBe('1.0')
    expect(seen!.headers['x-default']).toBe('d')
    expect(seen!.headers['x-input']).toBe('i')
    expect(seen!.headers['x-both']).toBe('call')
    expect(seen!.headers.authorization).toBeUndefined()
    expect(transport.baseUrl).toBe(s.url)
  })

  it('sends a GET without a body or content type', async () => {
    const s = await server((_, res) => json(res, 200, { agent: { name: 'node' } }))
    const answer = await createHttpTransport({ baseUrl: s.url }).request(getSystem)
    expect(answer).toEqual({ agent: { name: 'node' } })
    expect(s.requests[0]!.method).toBe('GET')
    expect(s.requests[0]!.body).toBe('')
    expect(s.requests[0]!.headers['content-type']).toBeUndefined()
  })

  it('returns undefined for an empty success answer', async () => {
    const s = await server((_, res) => {
      res.writeHead(200, { 'x-closed-websockets': '2' })
      res.end()
    })
    const closeWebsockets: OperationDescriptor = {
      operationId: 'closeWebsockets',
      method: 'DELETE',
      path: '/x',
      retrySafe: false,
    }
    expect(await createHttpTransport({ baseUrl: s.url }).request(closeWebsockets)).toBeUndefined()
  })
})

describe('createHttpTransport: error answers', () => {
  it('throws HttpError with the parsed body when it matches the error schema', async () => {
    const s = await server((_, res) => json(res, 400, errorBody, { 'x-trace': 't1' }))
    const error = await rejection(createHttpTransport({ baseUrl: s.url }).request(deriveToken, { body: {} }))
    expect(error).toBeInstanceOf(HttpError)
    expect(error.code).toBe('HTTP_ERROR')
    expect(error.status).toBe(400)
    expect(error.body).toEqual(errorBody)
    expect(JSON.parse(error.rawBody)).toEqual(errorBody)
    expect(error.headers.get('x-trace')).toBe('t1')
    expect(error.operation).toBe('deriveToken')
    expect(error.url).toBe(`${s.url}/token/derive`)
    expect(error.shortMessage).toBe(
      'deriveToken failed: HTTP 400 InvalidTokenSymbolError — symbol must match ^[a-z0-9]+$',
    )
    expect(error.message).toContain(`url: ${s.url}/token/derive`)
  })

  it('keeps body undefined when the error JSON does not match the spec, and keeps the raw text', async () => {
    const s = await server((_, res) => json(res, 404, { unexpected: true }))
    const error = await rejection(createHttpTransport({ baseUrl: s.url }).request(deriveToken, { body: {} }))
    expect(error).toBeInstanceOf(HttpError)
    expect(error.body).toBeUndefined()
    expect(error.rawBody).toBe('{"unexpected":true}')
    expect(error.shortMessage).toBe('deriveToken failed: HTTP 404 — {"unexpected":true}')
  })

  it('throws HttpError for a 5xx answer that is not JSON, naming its first line', async () => {
    const s = await server((_, res) => {
      res.writeHead(500, { 'content-type': 'text/html' })
      res.end('<h1>Internal error</h1>\n<p>more</p>')
    })
    const error = await rejection(createHttpTransport({ baseUrl: s.url, retry: false }).request(getSystem))
    expect(error).toBeInstanceOf(HttpError)
    expect(error.status).toBe(500)
    expect(error.body).toBeUndefined()
    expect(error.shortMessage).toBe('getSystem failed: HTTP 500 — <h1>Internal error</h1>')
  })

  it('uses the parsed body of an error when the descriptor has no validators', async () => {
    const s = await server((_, res) => json(res, 401, { code: 401, message: 'credentials required' }))
    const error = await rejection(createHttpTransport({ baseUrl: s.url }).request(getNodeMass))
    expect(error.body).toEqual({ code: 401, message: 'credentials required' })
    expect(error.shortMessage).toBe('getNodeMass failed: HTTP 401 — credentials required')
  })

  it('without validators, exposes only an error body with the error envelope', async () => {
    const bodies = [{ error: 'nope' }, { code: '401', message: 'x' }, { code: 401, message: 'x', details: 'y' }, [1]]
    const s = await server((_, res, index) => json(res, 401, bodies[index]))
    for (const body of bodies) {
      const error = await rejection(createHttpTransport({ baseUrl: s.url }).request(getNodeMass))
      expect(error).toBeInstanceOf(HttpError)
      expect(error.body).toBeUndefined()
      expect(error.rawBody).toBe(JSON.stringify(body))
    }
  })

  it('throws HttpError without a body for an empty error answer', async () => {
    const s = await server((_, res) => {
      res.writeHead(404)
      res.end()
    })
    const error = await rejection(createHttpTransport({ baseUrl: s.url }).request(getSystem))
    expect(error).toBeInstanceOf(HttpError)
    expect(error.body).toBeUndefined()
    expect(error.shortMessage).toBe('getSystem failed: HTTP 404')
  })
})

describe('createHttpTransport: invalid answers', () => {
  it('throws InvalidResponseError (not-json) for a success answer that is not JSON', async () => {
    const s = await server((_, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('pong')
    })
    const error = await rejection(createHttpTransport({ baseUrl: s.url }).request(getSystem))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.reason).toBe('NOT_JSON')
    expect(error.body).toBe('pong')
    expect(error.issues).toEqual([])
    expect(error.shortMessage).toBe('getSystem failed: the answer (HTTP 200) is not JSON')
  })

  it('throws InvalidResponseError (schema) naming the field when the answer does not match', async () => {
    const s = await server((_, res) => json(res, 200, { token_identifier: { rri: 42 } }))
    const error = await rejection(createHttpTransport({ baseUrl: s.url }).request(deriveToken, { body: {} }))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.reason).toBe('SCHEMA_MISMATCH')
    expect(error.issues).toEqual([{ path: '/token_identifier/rri', message: 'must be string' }])
    expect(error.body).toEqual({ token_identifier: { rri: 42 } })
    expect(error.shortMessage).toBe(
      'deriveToken failed: the answer (HTTP 200) does not match the spec: /token_identifier/rri must be string',
    )
  })

  it('refuses a success status the spec does not document', async () => {
    const s = await server((_, res) => json(res, 201, { token_identifier: { rri } }))
    const withoutDefault = { ...deriveToken, validate: { 200: isTokenIdentifierResponse, '4XX': isErrorBody } }
    const error = await rejection(createHttpTransport({ baseUrl: s.url }).request(withoutDefault, { body: {} }))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.issues[0].message).toBe('HTTP 201 is not an answer the spec documents')
  })
})

describe('createHttpTransport: validators given to the transport', () => {
  const lean = { ...deriveToken, validate: undefined }

  it('checks the answers of the operations it has validators for, by operationId', async () => {
    const s = await server((_, res, index) =>
      index < 2 ? json(res, 200, { token_identifier: { rri: 42 } }) : json(res, 400, { code: 400 }),
    )
    const checked = createHttpTransport({
      baseUrl: s.url,
      validators: { deriveToken: { 200: isTokenIdentifierResponse, '4XX': isErrorBody } },
    })
    const error = await rejection(checked.request(lean, { body: {} }))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.issues).toEqual([{ path: '/token_identifier/rri', message: 'must be string' }])
    // Another operation has no validators: its answer is only parsed.
    expect(await checked.request({ ...lean, operationId: 'other' }, { body: {} })).toEqual({
      token_identifier: { rri: 42 },
    })
    const refused = await rejection(checked.request(lean, { body: {} }))
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused.body).toBeUndefined() // { code: 400 } lacks the message the error schema requires
  })

  it("prefers the descriptor's own validate", async () => {
    const s = await server((_, res) => json(res, 200, { token_identifier: { rri } }))
    const refuseAll: ResponseValidator = () => [{ path: '', message: 'never' }]
    const transport = createHttpTransport({ baseUrl: s.url, validators: { deriveToken: { 200: refuseAll } } })
    expect(await transport.request(deriveToken, { body: {} })).toEqual({ token_identifier: { rri } })
  })
})

describe('createHttpTransport: exchange', () => {
  it('answers the status and headers with the body', async () => {
    const s = await server((_, res) => {
      res.writeHead(200, { 'x-closed-websockets': '3' })
      res.end()
    })
    const answer = await createHttpTransport({ baseUrl: s.url }).exchange(getNodeMass)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-closed-websockets')).toBe('3')
    expect(answer.body).toBeUndefined()
  })
})

describe('createHttpTransport: failures without an answer', () => {
  it('throws NetworkError for a refused connection', async () => {
    const port = await closedPort()
    const error = await rejection(
      createHttpTransport({ baseUrl: `http://127.0.0.1:${port}`, retry: false }).request(getSystem),
    )
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.code).toBe('NETWORK_ERROR')
    expect(error.shortMessage).toBe('getSystem failed: network error (ECONNREFUSED)')
    expect(error.url).toBe(`http://127.0.0.1:${port}/api/system`)
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('throws TimeoutError when no answer comes in time', async () => {
    const s = await server(() => {}) // never answers
    const started = Date.now()
    const error = await rejection(
      createHttpTransport({ baseUrl: s.url, timeout: 10_000 }).request(getSystem, {}, { timeout: 100 }),
    )
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error.code).toBe('TIMEOUT')
    expect(error.timeout).toBe(100)
    expect(error.shortMessage).toBe('getSystem failed: no answer within 100 ms')
    expect(Date.now() - started).toBeGreaterThanOrEqual(95)
    expect(s.requests).toHaveLength(1) // a timeout is not retried
  })

  it('times out while the body is still arriving', async () => {
    const s = await server((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"partial":') // and never the rest
    })
    const error = await rejection(createHttpTransport({ baseUrl: s.url, timeout: 100 }).request(getSystem))
    expect(error).toBeInstanceOf(TimeoutError)
  })

  it('throws AbortedError without sending when the signal is already aborted', async () => {
    const s = await server((_, res) => json(res, 200, {}))
    const controller = new AbortController()
    controller.abort(new Error('user left'))
    const error = await rejection(
      createHttpTransport({ baseUrl: s.url }).request(getSystem, {}, { signal: controller.signal }),
    )
    expect(error).toBeInstanceOf(AbortedError)
    expect(error.code).toBe('ABORTED')
    expect(error.cause.message).toBe('user left')
    expect(error.shortMessage).toBe('getSystem was aborted')
    expect(s.requests).toHaveLength(0)
  })

  it('throws AbortedError when the signal aborts during the call', async () => {
    const s = await server(() => {})
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('cancelled')), 50)
    const error = await rejection(
      createHttpTransport({ baseUrl: s.url }).request(getSystem, {}, { signal: controller.signal }),
    )
    expect(error).toBeInstanceOf(AbortedError)
    expect(error.cause.message).toBe('cancelled')
  })

  it('throws AbortedError when the signal aborts while waiting to retry', async () => {
    const s = await server((_, res) => json(res, 503, { message: 'busy' }, { 'retry-after': '5' }))
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('stop')), 100)
    const error = await rejection(
      createHttpTransport({ baseUrl: s.url, retry: { maxDelay: 10_000 } }).request(
        getSystem,
        {},
        { signal: controller.signal },
      ),
    )
    expect(error).toBeInstanceOf(AbortedError)
    expect(s.requests).toHaveLength(1)
  })

  it('leaves no listener on the caller signal and no timer behind', async () => {
    const s = await server((_, res) => json(res, 200, {}))
    const transport = createHttpTransport({ baseUrl: s.url })
    const controller = new AbortController()
    for (let i = 0; i < 20; i++) await transport.request(getSystem, {}, { signal: controller.signal })
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })
})

describe('createHttpTransport: retries', () => {
  const fast = { delay: 1, maxDelay: 2_000 }

  it('retries a safe operation on 429, 502, 503 and 504, then succeeds', async () => {
    const statuses = [429, 502, 503, 504]
    const s = await server((_, res, index) =>
      index < 3 ? json(res, statuses[index]!, { message: 'later' }) : json(res, 200, { ok: true }),
    )
    const answer = await createHttpTransport({ baseUrl: s.url, retry: fast }).request(getSystem)
    expect(answer).toEqual({ ok: true })
    expect(s.requests).toHaveLength(4)
  })

  it('gives up after `count` retries with the last error', async () => {
    const s = await server((_, res) => json(res, 503, { message: 'still busy' }))
    const error = await rejection(
      createHttpTransport({ baseUrl: s.url, retry: { ...fast, count: 2 } }).request(getSystem),
    )
    expect(error).toBeInstanceOf(HttpError)
    expect(error.status).toBe(503)
    expect(s.requests).toHaveLength(3)
  })

  it('does not retry other statuses', async () => {
    const s = await server((_, res) => json(res, 500, { message: 'bug' }))
    await rejection(createHttpTransport({ baseUrl: s.url, retry: fast }).request(getSystem))
    expect(s.requests).toHaveLength(1)
  })

  it('honours Retry-After in seconds', async () => {
    // The clock is faked: the second attempt must wait for the whole second Retry-After asks for,
    // where the backoff alone (retry: fast) would wait ~1 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    try {
      const sent: number[] = []
      const answers = [
        new Response(JSON.stringify({ message: 'slow down' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        }),
        new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }),
      ]
      const fetchFn: typeof fetch = async () => {
        sent.push(performance.now())
        return answers.shift()!
      }
      const call = createHttpTransport({ baseUrl: 'http://127.0.0.1:9', retry: fast, fetch: fetchFn }).request(
        getSystem,
      )
      await vi.advanceTimersByTimeAsync(999)
      expect(sent).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      await call
      expect(sent).toHaveLength(2)
      expect(sent[1]! - sent[0]!).toBe(1_000)
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not retry when Retry-After asks for more than maxDelay', async () => {
    const s = await server((_, res) => json(res, 503, { message: 'maintenance' }, { 'retry-after': '120' }))
    const started = performance.now()
    const error = await rejection(
      createHttpTransport({ baseUrl: s.url, retry: { maxDelay: 1_000 } }).request(getSystem),
    )
    expect(error.status).toBe(503)
    expect(error.headers.get('retry-after')).toBe('120')
    expect(s.requests).toHaveLength(1)
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('retries a network failure of a safe operation', async () => {
    const port = await closedPort()
    let calls = 0
    const counting: typeof fetch = (...args) => {
      calls++
      return fetch(...args)
    }
    const error = await rejection(
      createHttpTransport({ baseUrl: `http://127.0.0.1:${port}`, fetch: counting, retry: fast }).request(getSystem),
    )
    expect(error).toBeInstanceOf(NetworkError)
    expect(calls).toBe(4)
  })

  it('does not retry an unsafe operation unless the caller opts in', async () => {
    const s = await server((_, res) => json(res, 503, { message: 'busy' }))
    const transport = createHttpTransport({ baseUrl: s.url, retry: fast })
    await rejection(transport.request(submitTransaction, { body: { signed_transaction: '00' } }))
    expect(s.requests).toHaveLength(1)
    await rejection(
      transport.request(submitTransaction, { body: { signed_transaction: '00' } }, { retry: { unsafe: true } }),
    )
    expect(s.requests).toHaveLength(1 + 4)
  })

  it('retries finalize without submit, but not finalize with submit (unlessBodyTrue)', async () => {
    const s = await server((_, res) => json(res, 502, { message: 'bad gateway' }))
    const transport = createHttpTransport({ baseUrl: s.url, retry: fast })
    await rejection(transport.request(finalizeTransaction, { body: { submit: false } }))
    expect(s.requests).toHaveLength(4)
    await rejection(transport.request(finalizeTransaction, { body: { submit: true } }))
    expect(s.requests).toHaveLength(5)
    await rejection(transport.request(finalizeTransaction, { body: {} }))
    expect(s.requests).toHaveLength(9)
  })

  it('never retries with retry: false, on the transport or on the call', async () => {
    const s = await server((_, res) => json(res, 503, { message: 'busy' }))
    await rejection(createHttpTransport({ baseUrl: s.url, retry: false }).request(getSystem))
    expect(s.requests).toHaveLength(1)
    await rejection(createHttpTransport({ baseUrl: s.url, retry: fast }).request(getSystem, {}, { retry: false }))
    expect(s.requests).toHaveLength(2)
  })

  it('waits with exponential backoff between retries', async () => {
    const s = await server((_, res) => json(res, 503, { message: 'busy' }))
    const times: number[] = []
    await rejection(
      createHttpTransport({
        baseUrl: s.url,
        retry: { count: 3, delay: 40, maxDelay: 1_000 },
        onRequest: () => void times.push(performance.now()),
      }).request(getSystem),
    )
    const gaps = times.slice(1).map((t, i) => t - times[i]!)
    // delay · 2^n scaled into [0.5, 1): at least 20, 40 and 80 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(19)
    expect(gaps[1]).toBeGreaterThanOrEqual(39)
    expect(gaps[2]).toBeGreaterThanOrEqual(79)
  })
})

describe('createHttpTransport: hooks and fetch', () => {
  it('calls onRequest before each attempt and onResponse with a readable clone', async () => {
    const s = await server((_, res, index) =>
      index === 0 ? json(res, 503, { message: 'busy' }) : json(res, 200, { token_identifier: { rri } }),
    )
    const seen: TransportRequest[] = []
    const answers: [number, unknown, number][] = []
    const transport = createHttpTransport({
      baseUrl: s.url,
      retry: { delay: 1 },
      onRequest: (request) => void seen.push(request),
      onResponse: async (response, request) =>
        void answers.push([response.status, await response.json(), request.attempt]),
    })
    const answer = await transport.request(deriveToken, { body: { symbol: 'foo' } })
    expect(answer).toEqual({ token_identifier: { rri } })
    expect(seen.map((r) => r.attempt)).toEqual([0, 1])
    expect(seen[0]).toMatchObject({
      operationId: 'deriveToken',
      method: 'POST',
      url: `${s.url}/token/derive`,
      body: '{"symbol":"foo"}',
    })
    expect(seen[0]!.headers['x-ledger-target-gw-api']).toBe('1.0')
    expect(answers).toEqual([
      [503, { message: 'busy' }, 0],
      [200, { token_identifier: { rri } }, 1],
    ])
  })

  it('uses the custom fetch', async () => {
    const calls: string[] = []
    const custom: typeof fetch = async (input) => {
      calls.push(String(input))
      return new Response(JSON.stringify({ agent: { name: 'stub' } }), { status: 200 })
    }
    const answer = await createHttpTransport({ baseUrl: 'https://node.invalid', fetch: custom }).request(getSystem)
    expect(answer).toEqual({ agent: { name: 'stub' } })
    expect(calls).toEqual(['https://node.invalid/api/system'])
  })

  it('looks globalThis.fetch up at call time', async () => {
    const transport = createHttpTransport({ baseUrl: 'https://node.invalid' })
    const original = globalThis.fetch
    globalThis.fetch = async () => new Response('{"late":true}', { status: 200 })
    try {
      expect(await transport.request(getSystem)).toEqual({ late: true })
    } finally {
      globalThis.fetch = original
    }
  })
})

describe('createHttpTransport: errors of a custom fetch', () => {
  it('passes a ledgernet error thrown by fetch through unchanged and does not retry it', async () => {
    let calls = 0
    const refusal = new LedgernetError('The request breaks the spec.', { code: 'INVALID_ARGUMENT' })
    const transport = createHttpTransport({
      baseUrl: 'http://127.0.0.1:9',
      fetch: async () => {
        calls++
        throw refusal
      },
    })
    await expect(transport.request(getSystem)).rejects.toBe(refusal)
    expect(calls).toBe(1)
  })
})

describe('createHttpTransport: credentials', () => {
  const password = 'pa:ss wörd'
  const baseWithCredentials = (url: string) => url.replace('http://', `http://admin:${encodeURIComponent(password)}@`)

  it('takes credentials out of the URL and sends authorization only on auth: basic operations', async () => {
    const s = await server((_, res) => json(res, 200, []))
    const urls: string[] = []
    const transport = createHttpTransport({
      baseUrl: baseWithCredentials(s.url),
      authorization: basicAuthHeader('admin', password),
      fetch: (input, init) => {
        urls.push(String(input))
        return fetch(input, init)
      },
    })
    expect(transport.baseUrl).toBe(s.url)
    await transport.request(getSystem)
    await transport.request(getNodeMass)
    expect(urls.every((url) => !url.includes('admin') && !url.includes('@'))).toBe(true)
    expect(s.requests[0]!.headers.authorization).toBeUndefined()
    const header = s.requests[1]!.headers.authorization!
    expect(header.startsWith('Basic ')).toBe(true)
    expect(new TextDecoder().decode(Uint8Array.from(atob(header.slice(6)), (c) => c.charCodeAt(0)))).toBe(
      `admin:${password}`,
    )
  })

  it('never turns URL credentials into a header by itself (a client decides, with authorization)', async () => {
    const s = await server((_, res) => json(res, 200, []))
    await createHttpTransport({ baseUrl: baseWithCredentials(s.url) }).request(getNodeMass)
    expect(s.requests[0]!.headers.authorization).toBeUndefined()
    await createHttpTransport({ baseUrl: s.url, authorization: basicAuthHeader('ops', 'x') }).request(getNodeMass)
    expect(s.requests[1]!.headers.authorization).toBe(`Basic ${btoa('ops:x')}`)
  })

  it('never shows the credentials in errors or to hooks', async () => {
    const s = await server((_, res) => json(res, 401, { code: 401, message: 'wrong credentials' }))
    const seen: string[] = []
    const transport = createHttpTransport({
      baseUrl: baseWithCredentials(s.url),
      authorization: basicAuthHeader('admin', password),
      onRequest: (request) => void seen.push(JSON.stringify(request)),
    })
    const error = await rejection(transport.request(getNodeMass))
    const header = `Basic ${btoa(`admin:${String.fromCharCode(...new TextEncoder().encode(password))}`)}`
    const everything = [error.message, error.shortMessage, error.url, JSON.stringify(error), ...seen].join('\n')
    for (const secret of [password, encodeURIComponent(password), header, header.slice(6)])
      expect(everything).not.toContain(secret)
    expect(seen[0]).toContain('"authorization":"[redacted]"')
    // The same holds when the connection fails.
    const port = await closedPort()
    const network = await rejection(
      createHttpTransport({
        baseUrl: `http://admin:${encodeURIComponent(password)}@127.0.0.1:${port}`,
        retry: false,
      }).request(getNodeMass),
    )
    expect(network).toBeInstanceOf(NetworkError)
    expect(network.message).not.toContain(encodeURIComponent(password))
    expect(network.message).not.toContain('admin')
  })

  it('refuses a base URL that is not absolute, without repeating it', () => {
    expect(() => createHttpTransport({ baseUrl: '//admin:secret@node.example.com' })).toThrowError(
      /^Invalid baseUrl: is not an absolute URL/,
    )
    try {
      createHttpTransport({ baseUrl: '//admin:secret@node.example.com' })
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('secret')
    }
  })
})
