import { createSpecValidator } from '@ledgernet/specs'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import { createRpcClient } from './createRpcClient.js'
import * as sdk from './generated/methods.gen.js'
import {
  HttpError,
  InvalidResponseError,
  isJsonRpcError,
  JsonRpcError,
  finalizeTransaction as rpcFinalizeTransaction,
  statusOfTransaction,
} from './index.js'

const spec = createSpecValidator('node-rpc')
if (spec.kind !== 'openrpc') throw new Error('expected OpenRPC')
const methods = ['buildTransaction', 'finalizeTransaction', 'submitTransaction', 'statusOfTransaction'] as const
const txID = '1a2f033a8a2ac6210fd5ea3562ef042f5a24d7835736849533cd673da64d0e0a'

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'node-rpc' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())
const client = (options: { validateResponses?: boolean } = {}) =>
  createRpcClient({ baseUrl: `${server.url}/rpc`, retry: false, ...options })

describe('createRpcClient: every method against the spec', () => {
  for (const name of methods)
    for (const [index, example] of spec.examples(`ledger.${name}`).entries())
      it(`${name} (${example.name}) sends a valid JSON-RPC call and returns the example result`, async () => {
        // The server answers the first example by default; the others are given explicitly.
        if (index > 0) server.respond(`ledger.${name}`, { result: example.result })
        const result = await sdk[name]({ client: client(), params: example.params as never })
        expect(server.requests).toHaveLength(1)
        const [seen] = server.requests
        expect(seen!.issues).toEqual([])
        expect(seen!.method).toBe('POST')
        expect(seen!.path).toBe('/rpc')
        expect(seen!.headers['content-type']).toBe('application/json')
        expect(seen!.body).toEqual({
          jsonrpc: '2.0',
          id: expect.any(Number),
          method: `ledger.${name}`,
          params: example.params,
        })
        expect(result).toEqual(example.result)
      })

  it('gives each call its own id', async () => {
    const rpc = client()
    await Promise.all([
      statusOfTransaction({ client: rpc, params: [txID] }),
      statusOfTransaction({ client: rpc, params: [txID] }),
    ])
    const ids = server.requests.map((r) => (r.body as { id: number }).id)
    expect(new Set(ids).size).toBe(2)
  })
})

describe('createRpcClient: errors', () => {
  it('throws a JSON-RPC error object as JsonRpcError, narrowed by code', async () => {
    const error = { code: 2515, message: 'the signature does not verify', data: { reason: 'VERIFICATION_FAILED' } }
    server.respond('ledger.finalizeTransaction', { error })
    const thrown = await rpcFinalizeTransaction({
      client: client(),
      params: spec.examples('ledger.finalizeTransaction')[0]!.params as never,
    }).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(JsonRpcError)
    expect(thrown).toMatchObject({
      code: 'JSON_RPC_ERROR',
      operation: 'finalizeTransaction',
      rpcCode: 2515,
      rpcMessage: error.message,
      data: error.data,
    })
    expect((thrown as JsonRpcError).shortMessage).toBe(
      'finalizeTransaction failed: JSON-RPC error 2515 — the signature does not verify',
    )
    expect(isJsonRpcError(thrown)).toBe(true)
    expect(isJsonRpcError(thrown, 2515)).toBe(true)
    expect(isJsonRpcError(thrown, 2512)).toBe(false)
    if (isJsonRpcError(thrown, 2515)) expectTypeOf(thrown.rpcCode).toEqualTypeOf<2515>()
    // @ts-expect-error 4242 is not a code any method declares
    isJsonRpcError(thrown, 4242)
  })

  it('reports an invalid-params error of the node with its issues', async () => {
    const thrown = await statusOfTransaction({ client: client(), params: ['not-a-tx-id'] }).catch((e: unknown) => e)
    if (!isJsonRpcError(thrown, -32602)) throw thrown
    expect(thrown.data).toEqual([expect.objectContaining({ path: '/body/params/0' })])
  })

  it('checks results against the spec: a mismatch names the method, the path under /result and the reason', async () => {
    server.respond('ledger.statusOfTransaction', { result: { txID, status: 'LOST' } })
    const thrown = await statusOfTransaction({ client: client(), params: [txID] }).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(InvalidResponseError)
    expect(thrown).toMatchObject({ operation: 'statusOfTransaction', reason: 'SCHEMA_MISMATCH' })
    expect((thrown as InvalidResponseError).issues.map((i) => i.path)).toContain('/result/status')
    expect((thrown as InvalidResponseError).shortMessage).toMatch(
      /^statusOfTransaction failed: the answer \(HTTP 200\) does not match the spec: \/result\/status must be one of "PENDING", "CONFIRMED", "FAILED"; /,
    )
    expect(await statusOfTransaction({ client: client({ validateResponses: false }), params: [txID] })).toEqual({
      txID,
      status: 'LOST',
    })
  })

  it('refuses an answer that is not the response to the call (wrong id, no envelope), instead of hanging', async () => {
    for (const body of [
      { jsonrpc: '2.0', id: 999_999, result: { txID, status: 'PENDING' } },
      { txID, status: 'PENDING' },
      [{ jsonrpc: '2.0', id: 1, result: 1 }],
    ]) {
      server.respond('ledger.statusOfTransaction', { status: 200, body })
      const thrown = await statusOfTransaction({ client: client(), params: [txID] }).catch((e: unknown) => e)
      expect(thrown).toBeInstanceOf(InvalidResponseError)
      expect((thrown as InvalidResponseError).shortMessage).toMatch(
        /^statusOfTransaction failed: the answer \(HTTP 200\) does not match the spec: \/ must be the JSON-RPC 2.0 response to call \d+/,
      )
    }
  })

  it('detects an answer that is not JSON', async () => {
    server.respond('ledger.statusOfTransaction', { status: 200, raw: 'Service Unavailable' })
    const thrown = await statusOfTransaction({ client: client(), params: [txID] }).catch((e: unknown) => e)
    expect(thrown).toMatchObject({ code: 'INVALID_RESPONSE', reason: 'NOT_JSON', body: 'Service Unavailable' })
  })

  it('throws HttpError for an HTTP error status (wrong endpoint)', async () => {
    const rpc = createRpcClient({ baseUrl: `${server.url}/api`, retry: false })
    const thrown = await statusOfTransaction({ client: rpc, params: [txID] }).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(HttpError)
    expect(thrown).toMatchObject({
      status: 404,
      operation: 'statusOfTransaction',
      body: { code: 404, message: 'no such path: /api' },
    })
  })
})
