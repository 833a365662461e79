import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSpecValidator } from '@ledgernet/specs'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createV0Client } from './createV0Client.js'
import { AbortedError, getEpoch, HttpError, NetworkError, submitNotarizedTransaction, TimeoutError } from './index.js'

// Reads are safe to repeat; submitting a notarized transaction is not, unless the caller opts in.
const spec = createSpecValidator('gateway-v0')
if (spec.kind !== 'openapi') throw new Error('expected OpenAPI')
const submit = spec.examples('submitNotarizedTransaction').request[0]!.value as never
const busy = { status: 503, headers: { 'retry-after': '0' }, body: { code: 503, message: 'busy' } }

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'gateway-v0' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())
const client = (timeout?: number) =>
  createV0Client({ baseUrl: server.url, retry: { delay: 5 }, ...(timeout ? { timeout } : {}) })

describe('retries', () => {
  it('retries a read on 503, 429, 504 and a dropped connection', async () => {
    server.respondOnce(
      'getEpoch',
      busy,
      { status: 429, body: { code: 429, message: 'slow' } },
      { status: 504, body: { code: 504, message: 'late' } },
      { destroy: true },
    )
    expect(await getEpoch({ client: client(), retry: { count: 4 } })).toEqual(
      spec.examples('getEpoch').responses['200']![0]!.value,
    )
    expect(server.requests).toHaveLength(5)
  })

  it('does not take a Retry-After wait above maxDelay', async () => {
    server.respondOnce('getEpoch', { ...busy, headers: { 'retry-after': '3' } })
    await expect(getEpoch({ client: client(), retry: { maxDelay: 300 } })).rejects.toThrowError(HttpError)
    expect(server.requests).toHaveLength(1)
  })

  it('does not retry submitNotarizedTransaction unless the caller opts in', async () => {
    server.respondOnce('submitNotarizedTransaction', busy)
    await expect(submitNotarizedTransaction({ client: client(), body: submit })).rejects.toThrowError(
      /^submitNotarizedTransaction failed: HTTP 503/,
    )
    expect(server.requests).toHaveLength(1)
    server.reset()
    server.respondOnce('submitNotarizedTransaction', busy)
    await submitNotarizedTransaction({ client: client(), body: submit, retry: { unsafe: true } })
    expect(server.requests).toHaveLength(2)
  })
})

describe('failures without an answer', () => {
  it('refused connection, timeout, abort', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const refused = await getEpoch({
      client: createV0Client({ baseUrl: `http://127.0.0.1:${port}`, retry: false }),
    }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(NetworkError)
    expect((refused as NetworkError).shortMessage).toBe('getEpoch failed: network error (ECONNREFUSED)')

    server.respond('getEpoch', { delayMs: 400 })
    await expect(getEpoch({ client: client(60) })).rejects.toThrowError(TimeoutError)
    const controller = new AbortController()
    const pending = getEpoch({ client: client(), signal: controller.signal }).catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 30)
    expect(await pending).toBeInstanceOf(AbortedError)
  })
})
