import { createSpecValidator } from '@ledgernet/specs'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createV0Client } from './createV0Client.js'
import * as sdk from './generated/sdk.gen.js'
import { getEpoch, getTransactionReceipt, HttpError, InvalidResponseError, isV0Error } from './index.js'

const spec = createSpecValidator('gateway-v0')
if (spec.kind !== 'openapi') throw new Error('expected OpenAPI')
const operations = [
  'submitNotarizedTransaction',
  'getTransactionReceipt',
  'getEpoch',
  'getPackage',
  'getComponent',
  'getResource',
  'getNonFungible',
] as const
const intent_hash = 'c'.repeat(64)

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'gateway-v0' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())
const client = (options: { validateResponses?: boolean } = {}) =>
  createV0Client({ baseUrl: server.url, retry: false, ...options })

describe('createV0Client: every operation against the spec', () => {
  for (const operation of operations)
    for (const [index, answer] of spec.examples(operation).responses['200']!.entries())
      it(`${operation} (answer ${answer.name}) sends what the spec requires and returns the example answer`, async () => {
        const request = spec.examples(operation).request[0]!.value
        if (index > 0) server.respond(operation, { status: 200, body: answer.value })
        const result = await sdk[operation]({ client: client(), body: request as never })
        expect(server.requests).toHaveLength(1)
        const [seen] = server.requests
        expect(seen!.issues).toEqual([])
        expect(seen!.operationId).toBe(operation)
        expect(seen!.method).toBe('POST')
        expect(seen!.body).toEqual(request)
        expect(seen!.headers.authorization).toBeUndefined()
        expect(result).toEqual(answer.value)
      })

  it('getEpoch sends no body when called without a request', async () => {
    expect(await getEpoch({ client: client() })).toEqual(spec.examples('getEpoch').responses['200']![0]!.value)
    expect(server.requests[0]).toMatchObject({ rawBody: '', issues: [] })
    expect(server.requests[0]!.headers['content-type']).toBeUndefined()
  })
})

describe('createV0Client: errors and checked answers', () => {
  it('a 404 is an HttpError with the spec error body', async () => {
    const notFound = spec.examples('getTransactionReceipt').responses['404']![0]!.value
    server.respond('getTransactionReceipt', { status: 404, body: notFound })
    const error = await getTransactionReceipt({ client: client(), body: { intent_hash } }).catch((e: unknown) => e)
    expect(isV0Error(error, 404)).toBe(true)
    if (!isV0Error(error)) throw error
    expect(error.body).toEqual(notFound)
    expect(error.shortMessage).toBe(
      `getTransactionReceipt failed: HTTP 404 — ${(notFound as { message: string }).message}`,
    )
  })

  it('a 500 is not retried when retries are off, and keeps its trace id', async () => {
    const internal = spec.examples('getEpoch').responses['500']![0]!.value as { trace_id: string }
    server.respond('getEpoch', { status: 500, body: internal })
    const error = await getEpoch({ client: client() }).catch((e: unknown) => e)
    if (!isV0Error(error, 500)) throw error
    expect(error.body.trace_id).toBe(internal.trace_id)
  })

  it('checks answers against the spec (a receipt with an unknown status is refused)', async () => {
    const receipt = structuredClone(spec.examples('getTransactionReceipt').responses['200']![0]!.value) as {
      committed: { receipt: { status: string } }
    }
    receipt.committed.receipt.status = 'Exploded'
    server.respond('getTransactionReceipt', { status: 200, body: receipt })
    const error = await getTransactionReceipt({ client: client(), body: { intent_hash } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).issues.map((i) => i.path)).toContain('/committed/receipt/status')
    expect(
      await getTransactionReceipt({ client: client({ validateResponses: false }), body: { intent_hash } }),
    ).toEqual(receipt)
  })

  it('accepts fields the spec does not name, at the top and inside the receipt (a newer gateway)', async () => {
    const receipt = structuredClone(spec.examples('getTransactionReceipt').responses['200']![0]!.value) as {
      committed: { receipt: Record<string, unknown> }
    }
    receipt.committed.receipt.events = []
    const newer = { ...receipt, ledger_epoch: 7 }
    server.respond('getTransactionReceipt', { status: 200, body: newer })
    expect(await getTransactionReceipt({ client: client(), body: { intent_hash } })).toEqual(newer)
  })

  it('refuses an answer with a required field missing (a misspelt name is not a substitute)', async () => {
    const { epoch, ...rest } = spec.examples('getEpoch').responses['200']![0]!.value as { epoch: number }
    server.respond('getEpoch', { status: 200, body: { ...rest, epoc: epoch } })
    const error = await getEpoch({ client: client() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).issues).toContainEqual(
      expect.objectContaining({ path: '/epoch', message: 'is required' }),
    )
  })

  it('detects an answer that is not JSON, and an HTTP error with a non-JSON body', async () => {
    server.respond('getEpoch', { status: 200, raw: 'epoch: 12' })
    await expect(getEpoch({ client: client() })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      reason: 'NOT_JSON',
      body: 'epoch: 12',
    })
    server.respond('getEpoch', { status: 502, raw: '<html>Bad Gateway</html>' })
    const error = await getEpoch({ client: client() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 502, body: undefined, rawBody: '<html>Bad Gateway</html>' })
    expect(isV0Error(error)).toBe(false)
  })
})
