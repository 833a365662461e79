import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSpecValidator } from '@ledgernet/specs'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRpcClient } from './createRpcClient.js'
import {
  AbortedError,
  HttpError,
  NetworkError,
  buildTransaction as rpcBuildTransaction,
  finalizeTransaction as rpcFinalizeTransaction,
  submitTransaction as rpcSubmitTransaction,
  statusOfTransaction,
  TimeoutError,
} from './index.js'

// Build, finalize and status are safe to repeat; submit is not, unless the caller opts in.
const spec = createSpecValidator('node-rpc')
if (spec.kind !== 'openrpc') throw new Error('expected OpenRPC')
const params = (method: string) => spec.examples(`ledger.${method}`)[0]!.params as never
const busy = (retryAfter = '0') => ({
  status: 503,
  headers: { 'retry-after': retryAfter },
  body: { code: 503, message: 'busy' },
})

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'node-rpc' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())
const client = (options: Parameters<typeof createRpcClient>[0] extends infer O ? Partial<O> : never = {}) =>
  createRpcClient({ baseUrl: `${server.url}/rpc`, retry: { delay: 5 }, ...options })

describe('retries', () => {
  it('retries safe methods on 503/429/502/504 and a dropped connection, honouring Retry-After', async () => {
    server.respondOnce(
      'ledger.buildTransaction',
      busy(),
      { status: 429, headers: { 'retry-after': '0' }, body: { code: 429, message: 'slow' } },
      { destroy: true },
    )
    expect(await rpcBuildTransaction({ client: client(), params: params('buildTransaction') })).toEqual(
      spec.examples('ledger.buildTransaction')[0]!.result,
    )
    expect(server.requests).toHaveLength(4)
    server.reset()
    server.respondOnce(
      'ledger.finalizeTransaction',
      { status: 502, body: { code: 502, message: 'x' } },
      { status: 504, body: { code: 504, message: 'x' } },
    )
    await rpcFinalizeTransaction({ client: client(), params: params('finalizeTransaction') })
    expect(server.requests).toHaveLength(3)
    server.reset()
    // Retry-After of 1 s is above maxDelay: the wait is not taken, so the header was read.
    server.respondOnce('ledger.statusOfTransaction', busy('1'))
    await expect(
      statusOfTransaction({
        client: client({ retry: { delay: 5, maxDelay: 200 } }),
        params: params('statusOfTransaction'),
      }),
    ).rejects.toThrowError(HttpError)
    expect(server.requests).toHaveLength(1)
  })

  it('does not retry submitTransaction unless the caller opts in', async () => {
    server.respondOnce('ledger.submitTransaction', busy())
    await expect(rpcSubmitTransaction({ client: client(), params: params('submitTransaction') })).rejects.toThrowError(
      /^submitTransaction failed: HTTP 503/,
    )
    expect(server.requests).toHaveLength(1)
    server.reset()
    server.respondOnce('ledger.submitTransaction', { destroy: true })
    await expect(rpcSubmitTransaction({ client: client(), params: params('submitTransaction') })).rejects.toThrowError(
      NetworkError,
    )
    expect(server.requests).toHaveLength(1)
    server.reset()
    server.respondOnce('ledger.submitTransaction', busy())
    await rpcSubmitTransaction({
      client: client(),
      params: params('submitTransaction'),
      retry: { unsafe: true, delay: 5 },
    })
    expect(server.requests).toHaveLength(2)
  })

  it('never retries a JSON-RPC error (the node answered)', async () => {
    server.respond('ledger.buildTransaction', {
      error: { code: -32000, message: 'Server error', data: { reason: 'NOT_SYNCED_UP' } },
    })
    await expect(rpcBuildTransaction({ client: client(), params: params('buildTransaction') })).rejects.toThrowError(
      /JSON-RPC error -32000/,
    )
    expect(server.requests).toHaveLength(1)
  })
})

describe('failures without an answer', () => {
  it('a refused connection is a NetworkError', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const rpc = createRpcClient({ baseUrl: `http://127.0.0.1:${port}/rpc`, retry: false })
    const error = await statusOfTransaction({ client: rpc, params: params('statusOfTransaction') }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).shortMessage).toBe('statusOfTransaction failed: network error (ECONNREFUSED)')
  })

  it('a slow answer is a TimeoutError; the signal aborts', async () => {
    server.respond('ledger.statusOfTransaction', { delayMs: 400 })
    const timedOut = await statusOfTransaction({
      client: client({ timeout: 80 }),
      params: params('statusOfTransaction'),
    }).catch((e: unknown) => e)
    expect(timedOut).toBeInstanceOf(TimeoutError)
    expect(timedOut).toMatchObject({ operation: 'statusOfTransaction', timeout: 80 })
    const controller = new AbortController()
    const pending = statusOfTransaction({
      client: client(),
      params: params('statusOfTransaction'),
      signal: controller.signal,
    }).catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 30)
    expect(await pending).toBeInstanceOf(AbortedError)
    expect(server.requests).toHaveLength(2)
  })
})
