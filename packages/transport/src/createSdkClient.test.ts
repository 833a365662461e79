import { describe, expect, expectTypeOf, it } from 'vitest'
import { createHttpTransport } from './createHttpTransport.js'
import { createSdkClient } from './createSdkClient.js'
import { expandUrl } from './expandUrl.js'
import { HttpError } from './HttpError.js'
import { InvalidResponseError } from './InvalidResponseError.js'
import type { OperationDescriptor } from './OperationDescriptor.js'
import { TimeoutError } from './TimeoutError.js'

const derive = {
  operationId: 'deriveToken',
  method: 'POST',
  path: '/token/derive',
  retrySafe: true,
  headers: { 'X-Ledger-Target-Gw-Api': '1.0' },
  supplied: ['network_identifier'],
} as const satisfies OperationDescriptor
const submit = {
  operationId: 'submitTransaction',
  method: 'POST',
  path: '/transaction/submit',
  retrySafe: false,
} as const satisfies OperationDescriptor
const close = {
  operationId: 'closeWebsockets',
  method: 'DELETE',
  path: '/api/websockets',
  retrySafe: false,
  auth: 'basic',
  noContent: true,
} as const satisfies OperationDescriptor

/** A fetch answering each call with `answers.shift()`, recording what was sent. */
function server(...answers: ((init: RequestInit) => Response | Promise<Response>)[]) {
  const sent: { url: string; method: string; headers: Headers; body: unknown }[] = []
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({
      url: String(url),
      method: String(init.method),
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    return answers.shift()!(init)
  }
  return { fetch: fetch as typeof globalThis.fetch, sent }
}
const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    Response.json(body, { status, headers })

describe('createSdkClient: what the generated SDK calls', () => {
  it('sends a call as its descriptor says, with the supplied fields, and resolves to the body', async () => {
    const { fetch, sent } = server(json({ token_identifier: { rri: 'gold_dr1' } }))
    const transport = createHttpTransport({ baseUrl: 'http://gateway.test', fetch })
    const client = createSdkClient({ transport, supplied: { network_identifier: { network: 'localnet' } } })
    const answer = await client.post<{ 200: { token_identifier: { rri: string } } }>({
      operation: derive,
      url: '/token/derive',
      body: { symbol: 'gold' },
      headers: { 'Content-Type': 'application/json', 'x-app': 'wallet' },
    })
    expect(answer.token_identifier.rri).toBe('gold_dr1')
    expect(sent[0]).toMatchObject({
      url: 'http://gateway.test/token/derive',
      method: 'POST',
      body: { symbol: 'gold', network_identifier: { network: 'localnet' } },
    })
    expect([
      sent[0]!.headers.get('x-ledger-target-gw-api'),
      sent[0]!.headers.get('x-app'),
      sent[0]!.headers.get('content-type'),
    ]).toEqual(['1.0', 'wallet', 'application/json'])
  })

  it('keeps the transport’s behaviour: retry safety, call options, validators by operationId, typed errors', async () => {
    const busy = () => new Response('{"code":503,"message":"busy"}', { status: 503, headers: { 'retry-after': '0' } })
    const { fetch, sent } = server(
      busy,
      busy,
      json({ transaction_identifier: { hash: 'ab' } }),
      (init) =>
        new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    )
    const transport = createHttpTransport({
      baseUrl: 'http://gateway.test',
      fetch,
      validators: {
        submitTransaction: {
          200: (body) =>
            (body as { duplicate?: unknown }).duplicate === undefined
              ? [{ path: '/duplicate', message: 'is required' }]
              : null,
        },
      },
    })
    const client = createSdkClient({ transport })
    // submit is not safe to repeat: one attempt, then the error.
    const refused = await client
      .post({ operation: submit, url: '/transaction/submit', body: {} })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpError)
    expect((refused as HttpError).shortMessage).toMatch(/^submitTransaction failed: HTTP 503/)
    // With the caller's opt-in it is retried (Retry-After: 0), and the answer is checked.
    const checked = await client
      .post({ operation: submit, url: '/transaction/submit', body: {}, retry: { unsafe: true } })
      .catch((error: unknown) => error)
    expect(checked).toBeInstanceOf(InvalidResponseError)
    expect(sent).toHaveLength(3)
    await expect(
      client.post({ operation: derive, url: '/token/derive', body: {}, timeout: 20 }),
    ).rejects.toBeInstanceOf(TimeoutError)
  })

  it('resolves an answer the spec gives no body to its status and headers, with Basic auth only where marked', async () => {
    const { fetch, sent } = server(
      () => new Response(null, { status: 200, headers: { 'x-closed-websockets': '4' } }),
      json({ ok: true }),
    )
    const transport = createHttpTransport({ baseUrl: 'http://node.test', fetch, authorization: 'Basic YTpi' })
    const client = createSdkClient({ transport })
    const { status, headers } = await client.delete<{ 200: unknown }>({ operation: close, url: '/api/websockets' })
    expect([status, headers.get('x-closed-websockets')]).toEqual([200, '4'])
    await client.post({ operation: submit, url: '/transaction/submit', body: {} })
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['Basic YTpi', null])
  })

  it('fills path parameters in and writes the query when the descriptor says the operation has them', async () => {
    const { fetch, sent } = server(json({ kind: 'Cat' }))
    const pet = {
      operationId: 'getPet',
      method: 'GET',
      path: '/pets/{id}',
      retrySafe: true,
      parameters: expandUrl,
    } as const satisfies OperationDescriptor
    const client = createSdkClient({ transport: createHttpTransport({ baseUrl: 'http://pets.test', fetch }) })
    await client.get({
      operation: pet,
      url: '/pets/{id}',
      path: { id: 'a b/c' },
      query: { tag: ['x', 'y'], limit: 2, skip: undefined },
    })
    expect(sent[0]!.url).toBe('http://pets.test/pets/a%20b%2Fc?tag=x&tag=y&limit=2')
    expect(() => expandUrl('/pets/{id}', {})).toThrow(new TypeError('path parameter id has no value'))
  })

  it("keeps the API it serves, as a literal type, so that a package's client type can name it", () => {
    const client = createSdkClient({
      transport: createHttpTransport({ baseUrl: 'http://gateway.test' }),
      api: 'gateway',
    })
    expectTypeOf(client.api).toEqualTypeOf<'gateway'>()
    expect(client.api).toBe('gateway')
  })
})
