import { createSpecValidator } from '@ledgernet/specs'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createGatewayClient } from './createGatewayClient.js'
import {
  buildTransaction,
  deriveToken,
  finalizeTransaction,
  getTransactionStatus,
  HttpError,
  isGatewayError,
  submitTransaction,
} from './index.js'

// Which calls are repeated after a failure whose outcome is unknown: reads, derive, build and
// finalize without submit are; submit and finalize with submit are not, unless the caller opts in.
const spec = createSpecValidator('gateway')
if (spec.kind !== 'openapi') throw new Error('expected OpenAPI')
const request = (operation: string, name?: string) => {
  const examples = spec.examples(operation).request
  const { network_identifier: _, ...body } = (examples.find((e) => e.name === name) ?? examples[0]!).value as Record<
    string,
    unknown
  >
  return body as never
}
const busy = (retryAfter?: string) => ({
  status: 503,
  headers: retryAfter === undefined ? {} : ({ 'retry-after': retryAfter } as Record<string, string>),
  body: spec.examples('buildTransaction').responses['503']![0]!.value,
})

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'gateway' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())
const client = () => createGatewayClient({ baseUrl: server.url, network: 'localnet', retry: { delay: 5 } })

describe('retries', () => {
  it('retries a safe operation on 503, waiting what Retry-After asks', async () => {
    server.respondOnce('buildTransaction', busy('1'))
    const started = Date.now()
    const answer = await buildTransaction({ client: client(), body: request('buildTransaction') })
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
    expect(answer).toEqual(spec.examples('buildTransaction').responses['200']![0]!.value)
    expect(server.requests.map((r) => r.status)).toEqual([503, 200])
  })

  it('retries a safe operation on 429, 502 and 504 and on a dropped connection', async () => {
    server.respondOnce(
      'deriveToken',
      { status: 429, headers: { 'retry-after': '0' }, body: { code: 429, message: 'slow down' } },
      { status: 502, body: { code: 502, message: 'bad gateway' } },
      { destroy: true },
    )
    await deriveToken({ client: client(), body: request('deriveToken') })
    expect(server.requests).toHaveLength(4) // 429, 502, dropped, then the answer
    server.reset()
    server.respondOnce('getTransactionStatus', { status: 504, body: { code: 504, message: 'timeout' } })
    await getTransactionStatus({ client: client(), body: request('getTransactionStatus') })
    expect(server.requests.map((r) => r.status)).toEqual([504, 200])
  })

  it('gives up after `count` retries with the last HttpError', async () => {
    server.respond('getTransactionStatus', busy('0'))
    const error = await getTransactionStatus({
      client: client(),
      body: request('getTransactionStatus'),
      retry: { count: 2 },
    }).catch((e: unknown) => e)
    expect(server.requests).toHaveLength(3)
    expect(isGatewayError(error, 'NotSyncedUpError')).toBe(true)
  })

  it('does not take a Retry-After wait longer than maxDelay: the error is thrown with its headers', async () => {
    server.respondOnce('deriveToken', busy('1'))
    const error = await deriveToken({ client: client(), body: request('deriveToken'), retry: { maxDelay: 200 } }).catch(
      (e: unknown) => e,
    )
    expect(server.requests).toHaveLength(1)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).headers.get('retry-after')).toBe('1')
  })

  it('never retries a 4xx other than 429', async () => {
    server.respond('deriveToken', { status: 400, body: spec.examples('deriveToken').responses['400']![0]!.value })
    await expect(deriveToken({ client: client(), body: request('deriveToken') })).rejects.toThrowError(HttpError)
    expect(server.requests).toHaveLength(1)
  })

  it('does not retry submitTransaction unless the caller opts in', async () => {
    server.respondOnce('submitTransaction', busy('0'))
    await expect(submitTransaction({ client: client(), body: request('submitTransaction') })).rejects.toThrowError(
      /submitTransaction failed: HTTP 503 NotSyncedUpError/,
    )
    expect(server.requests).toHaveLength(1)
    server.reset()
    server.respondOnce('submitTransaction', busy('0'))
    await submitTransaction({ client: client(), body: request('submitTransaction'), retry: { unsafe: true } })
    expect(server.requests.map((r) => r.status)).toEqual([503, 200])
    server.reset()
    server.respondOnce('submitTransaction', { destroy: true })
    await expect(submitTransaction({ client: client(), body: request('submitTransaction') })).rejects.toThrowError(
      /network error/,
    )
    expect(server.requests).toHaveLength(1)
  })

  it('retries finalizeTransaction without submit, never with submit: true (unless opted in)', async () => {
    const finalize = request('finalizeTransaction') as Record<string, unknown>
    server.respondOnce('finalizeTransaction', busy('0'))
    await finalizeTransaction({ client: client(), body: { ...finalize, submit: false } as never })
    expect(server.requests.map((r) => r.status)).toEqual([503, 200])
    server.reset()
    server.respondOnce('finalizeTransaction', busy('0'))
    await expect(
      finalizeTransaction({ client: client(), body: { ...finalize, submit: true } as never }),
    ).rejects.toThrowError(HttpError)
    expect(server.requests).toHaveLength(1)
    server.reset()
    server.respondOnce('finalizeTransaction', busy('0'))
    const optedIn = createGatewayClient({ baseUrl: server.url, network: 'localnet', retry: { delay: 5, unsafe: true } })
    await finalizeTransaction({ client: optedIn, body: { ...finalize, submit: true } as never })
    expect(server.requests).toHaveLength(2)
  })

  it('can be switched off for the client or one call', async () => {
    server.respond('deriveToken', busy('0'))
    await expect(
      deriveToken({
        client: createGatewayClient({ baseUrl: server.url, network: 'localnet', retry: false }),
        body: request('deriveToken'),
      }),
    ).rejects.toThrowError(HttpError)
    await expect(deriveToken({ client: client(), body: request('deriveToken'), retry: false })).rejects.toThrowError(
      HttpError,
    )
    expect(server.requests).toHaveLength(2)
  })
})
