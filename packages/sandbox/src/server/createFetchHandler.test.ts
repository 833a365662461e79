import { describe, expect, it } from 'vitest'
import { silentLogger } from '../SandboxLogger.js'
import type { ApiRequest } from './Answer.js'
import { createFetchHandler } from './createFetchHandler.js'
import { createSandboxHandler, MAX_BODY_BYTES } from './createSandboxHandler.js'
import { TrafficCounters } from './TrafficCounters.js'

let last: ApiRequest | undefined
let release: (() => void) | undefined
const echo = (request: ApiRequest) => {
  last = request
  return { status: 200, body: { path: request.path, body: request.body ?? null } }
}
const traffic = new TrafficCounters()
let stopped = false
const fetch = createFetchHandler(
  createSandboxHandler({
    routes: {
      gateway: echo,
      rpc: () => new Promise((resolve) => (release = () => resolve({ status: 200, body: { late: true } }))),
      nodeRest: () => ({ status: 204 }),
      v0: echo,
    },
    traffic,
    logger: silentLogger,
  }),
  traffic,
  () => stopped,
)

describe('createFetchHandler', () => {
  it('answers as fetch does: a URL and options, or a Request; the Host is the URL’s', async () => {
    const answer = await fetch('http://ledgernet.invalid/v0/state/epoch?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'attacker.example' },
      body: '{"a":1}',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(await answer.json()).toEqual({ path: '/v0/state/epoch', body: { a: 1 } })
    expect(last?.headers).toMatchObject({ host: 'ledgernet.invalid', 'content-type': 'application/json' })
    const empty = await fetch(
      new Request('http://ledgernet.invalid/api/system/modules/api/websockets', { method: 'DELETE' }),
    )
    expect([empty.status, await empty.text()]).toEqual([204, ''])
    expect(traffic).toMatchObject({ received: 2, answered: 2 })
  })

  it('is a Fetch handler: a server’s second argument (Bun’s Server, Deno’s info) is not read as request options', async () => {
    // What Bun.serve passes: its Server, with a `url` and a `fetch` of its own; what Deno.serve passes: { remoteAddr, completed }.
    class Server {
      url = new URL('http://localhost:8080/')
      port = 8080
      fetch() {
        return new Response('the server itself')
      }
    }
    const post = () =>
      new Request('http://localhost:8080/v0/state/epoch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"b":2}',
      })
    for (const second of [
      new Server(),
      { remoteAddr: { hostname: '127.0.0.1', port: 5 }, completed: Promise.resolve() },
    ]) {
      const answer = await fetch(post(), second as unknown as RequestInit)
      expect(await answer.json()).toEqual({ path: '/v0/state/epoch', body: { b: 2 } })
      expect(last).toMatchObject({ method: 'POST', headers: { host: 'localhost:8080' } })
    }
    // Request options beside a Request still apply, as fetch applies them.
    const overridden = await fetch(post(), { method: 'PUT' })
    expect(overridden.status).toBe(200)
    expect(last?.method).toBe('PUT')
  })

  it('reads a plain request (a URL, options, a text body) as it reads the same request as a Request', async () => {
    const seen: Array<ApiRequest | undefined> = []
    const cases: Array<[string | URL, RequestInit]> = [
      ['http://ledgernet.invalid/transaction/build', { method: 'POST', headers: [['X-Two', 'a']], body: '{"é":1}' }],
      [new URL('http://ledgernet.invalid/transaction/build?q'), { method: 'POST', body: '{"é":1}' }],
      ['http://ledgernet.invalid/transaction/build', { method: 'post', body: '{"é":1}' }],
      ['http://ledgernet.invalid/api/ping', { method: 'DELETE' }],
      ['http://ledgernet.invalid/v0/transaction/build', {}],
    ]
    for (const [input, init] of cases) {
      await fetch(input, init)
      const plain = last
      await fetch(new Request(input, init))
      expect(plain).toEqual(last)
      seen.push(plain)
    }
    expect(seen[0]).toMatchObject({
      method: 'POST',
      bodyLength: 8,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-two': 'a' },
    })
    expect(seen[2]?.method).toBe('POST')
    await expect(fetch('http://ledgernet.invalid/', { method: 'GET', body: '{}' })).rejects.toThrow(TypeError)
    await expect(fetch('http://user:pass@ledgernet.invalid/')).rejects.toThrow(TypeError)
  })

  it('refuses a body over 4 MiB with the 413 the HTTP sandbox answers, whole or streamed', async () => {
    const big = new Uint8Array(MAX_BODY_BYTES + 1).fill(0x20)
    // A Fetch Request declares no length (fetch adds Content-Length on the wire): "more than" the limit.
    const whole = await fetch('http://ledgernet.invalid/transaction/submit', { method: 'POST', body: big })
    expect(whole.status).toBe(413)
    expect((await whole.json()).details).toEqual({ type: 'RequestTooLargeError', length_limit: MAX_BODY_BYTES })
    const text = await fetch('http://ledgernet.invalid/transaction/submit', {
      method: 'POST',
      body: ' '.repeat(MAX_BODY_BYTES + 1),
    })
    expect((await text.json()).details).toEqual({ type: 'RequestTooLargeError', length_limit: MAX_BODY_BYTES })
    const declared = await fetch('http://ledgernet.invalid/transaction/submit', {
      method: 'POST',
      headers: { 'content-length': String(MAX_BODY_BYTES + 5) },
      body: '{}',
    })
    expect((await declared.json()).details.attempted_length).toBe(MAX_BODY_BYTES + 5)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big)
        controller.close()
      },
    })
    const streamed = await fetch('http://ledgernet.invalid/v0/transaction/submit', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await streamed.json()).toEqual({ code: 413, message: `request body exceeds ${MAX_BODY_BYTES} bytes` })
  })

  it('rejects with the signal’s reason once it aborts, and as fetch does once the sandbox is stopped', async () => {
    const controller = new AbortController()
    const pending = fetch('http://ledgernet.invalid/rpc', { method: 'POST', body: '{}', signal: controller.signal })
    await new Promise((resolve) => setTimeout(resolve, 5))
    controller.abort(new Error('took too long'))
    await expect(pending).rejects.toThrow('took too long')
    release?.()
    await expect(fetch('http://ledgernet.invalid/rpc', { signal: AbortSignal.abort() })).rejects.toThrow()
    stopped = true
    await expect(fetch('http://ledgernet.invalid/api/ping')).rejects.toThrow(TypeError)
  })
})
