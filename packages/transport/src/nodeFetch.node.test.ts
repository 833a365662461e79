// nodeFetch answers as the global fetch does, and the Node entry's transport uses it only while
// globalThis.fetch is Node's own.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHttpTransport } from './createHttpTransport.node.js'
import { nodeFetch } from './nodeFetch.node.js'

let server: Server
let base: string
const seen: Array<{ method: string; url: string; headers: Record<string, unknown>; body: string }> = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body })
      if (request.url === '/moved') return response.writeHead(307, { location: '/json' }).end()
      if (request.url === '/empty') return response.writeHead(204).end()
      if (request.url === '/slow') return setTimeout(() => response.end('{}'), 2_000)
      if (request.url === '/bom')
        return response.writeHead(200, { 'content-type': 'application/json' }).end('\ufeff{"a":1}')
      response
        .writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'x-two': ['a', 'b'] })
        .end(JSON.stringify({ echo: body, text: 'é ✓' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  seen.length = 0
  vi.unstubAllGlobals()
})

const init = (body?: string, signal = new AbortController().signal) => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: new Headers({ accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) }),
  body,
  signal,
  maxResponseSize: 1_000_000,
})

describe('nodeFetch', () => {
  it('answers what the global fetch answers: status, headers, UTF-8 text', async () => {
    for (const path of ['/json', '/missing']) {
      const [ours, theirs] = [await nodeFetch(base + path, init('{"é":1}')), await fetch(base + path, init('{"é":1}'))]
      expect(ours.status).toBe(theirs.status)
      expect(ours.ok).toBe(theirs.ok)
      expect(ours.headers.get('content-type')).toBe(theirs.headers.get('content-type'))
      expect(ours.headers.get('x-two')).toBe(theirs.headers.get('x-two'))
      expect(await ours.text()).toBe(await theirs.text())
    }
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"é":1}', headers: { 'content-length': '8' } })
  })

  it('answers what the transport reads of a Response, read once; its clone is a real Response', async () => {
    const answered = await nodeFetch(`${base}/json`, init('{}'))
    const copy = answered.clone()
    expect(copy).toBeInstanceOf(Response)
    expect(await answered.text()).toBe(await copy.text())
    expect(answered.bodyUsed).toBe(true)
    await expect(answered.text()).rejects.toThrow(TypeError)
  })

  it('answers a 204 with no body, drops a byte-order mark as text() does, and answers a redirect as it is', async () => {
    expect((await nodeFetch(`${base}/empty`, init())).status).toBe(204)
    expect(await (await nodeFetch(`${base}/bom`, init())).text()).toBe('{"a":1}')
    const moved = await nodeFetch(`${base}/moved`, init('{}'))
    // The transport follows it, hop by hop: the first server is asked once.
    expect([moved.status, moved.headers.get('location')]).toEqual([307, '/json'])
    expect(seen.map((request) => request.url)).toEqual(['/empty', '/bom', '/moved'])
  })

  it('rejects like fetch: a refused connection as a TypeError with its cause, an abort with the reason', async () => {
    const refused = await nodeFetch('http://127.0.0.1:1/', init()).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TypeError)
    expect((refused as TypeError).cause).toMatchObject({ code: 'ECONNREFUSED' })
    const controller = new AbortController()
    const reason = new Error('stop')
    const pending = nodeFetch(`${base}/slow`, init(undefined, controller.signal))
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
    const before = new AbortController()
    before.abort(reason)
    await expect(nodeFetch(`${base}/json`, init(undefined, before.signal))).rejects.toBe(reason)
  })
})

describe("the Node entry's createHttpTransport", () => {
  const descriptor = { operationId: 'echo', method: 'POST', path: '/json', retrySafe: true } as const

  it('calls Node’s own client, not the global fetch, while the global fetch is Node’s', async () => {
    // The global fetch (undici) says `sec-fetch-mode` in every request; Node's own client does not.
    await fetch(`${base}/json`)
    expect(await createHttpTransport({ baseUrl: base }).request(descriptor, { body: { a: 1 } })).toEqual({
      echo: '{"a":1}',
      text: 'é ✓',
    })
    expect(seen.map((request) => request.headers['sec-fetch-mode'])).toEqual(['cors', undefined])
  })

  it('calls a global fetch put in its place (a test double) and a fetch option as given', async () => {
    const double = vi.fn(async () => Response.json({ double: true }))
    vi.stubGlobal('fetch', double)
    expect(await createHttpTransport({ baseUrl: base }).request(descriptor, {})).toEqual({ double: true })
    expect(double).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
    const option = vi.fn(async () => Response.json({ option: true }))
    expect(await createHttpTransport({ baseUrl: base, fetch: option }).request(descriptor, {})).toEqual({
      option: true,
    })
  })
})

describe('entry points', () => {
  it('export the same names; the Node entry differs in createHttpTransport alone', async () => {
    const portable = await import('./index.js')
    const node = await import('./index.node.js')
    expect(Object.keys(node).sort()).toEqual(Object.keys(portable).sort())
    for (const name of Object.keys(portable) as Array<keyof typeof portable>)
      if (name === 'createHttpTransport') expect(node[name]).not.toBe(portable[name])
      else expect(node[name], name).toBe(portable[name])
  })
})
