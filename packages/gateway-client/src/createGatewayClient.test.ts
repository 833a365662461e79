import { createSpecValidator } from '@ledgernet/specs'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createGatewayClient } from './createGatewayClient.js'
import * as sdk from './generated/sdk.gen.js'
import { deriveToken, getTransactionStatus, InvalidResponseError, isGatewayError } from './index.js'

const spec = createSpecValidator('gateway')
if (spec.kind !== 'openapi') throw new Error('expected OpenAPI')
const operations = [
  'deriveToken',
  'buildTransaction',
  'finalizeTransaction',
  'submitTransaction',
  'getTransactionStatus',
] as const

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'gateway' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

describe('createGatewayClient: every operation against the spec', () => {
  for (const operation of operations)
    for (const example of spec.examples(operation).request)
      it(`${operation} (${example.name}) sends what the spec requires and returns the example answer`, async () => {
        const client = createGatewayClient({ baseUrl: server.url, network: 'localnet' })
        const { network_identifier, ...request } = example.value as Record<string, unknown>
        expect(network_identifier).toEqual({ network: 'localnet' })
        const answer = await sdk[operation]({ client, body: request as never, retry: false })

        expect(server.requests).toHaveLength(1)
        const [seen] = server.requests
        expect(seen!.issues).toEqual([])
        expect(seen!.operationId).toBe(operation)
        expect(seen!.method).toBe('POST')
        expect(seen!.headers['x-ledger-target-gw-api']).toBe('1.0')
        expect(seen!.headers['content-type']).toBe('application/json')
        expect(seen!.headers.authorization).toBeUndefined()
        expect(seen!.body).toEqual(example.value)
        expect(answer).toEqual(spec.examples(operation).responses['200']![0]!.value)
      })
})

describe('createGatewayClient: checked answers', () => {
  const derive = {
    public_key: { hex: developmentAccounts[0].publicKeyHex },
    symbol: 'gold',
  }

  it('refuses an answer that does not match the spec, naming the operation, the path and the reason', async () => {
    server.respond('deriveToken', { status: 200, body: { token_identifier: { rri: 42 } } })
    const client = createGatewayClient({ baseUrl: server.url, network: 'localnet' })
    const error = await deriveToken({ client, body: derive }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({
      operation: 'deriveToken',
      reason: 'SCHEMA_MISMATCH',
      status: 200,
      issues: [{ path: '/token_identifier/rri', message: 'must be string' }],
    })
    expect((error as Error).message).toMatch(
      /^deriveToken failed: the answer \(HTTP 200\) does not match the spec: \/token_identifier\/rri must be string/,
    )
  })

  it('passes the same answer through with validateResponses: false', async () => {
    server.respond('deriveToken', { status: 200, body: { token_identifier: { rri: 42 } } })
    const client = createGatewayClient({ baseUrl: server.url, network: 'localnet', validateResponses: false })
    expect(await deriveToken({ client, body: derive })).toEqual({ token_identifier: { rri: 42 } })
  })

  it('exposes a spec error body typed, and narrows details by type', async () => {
    const client = createGatewayClient({ baseUrl: server.url, network: 'localnet' })
    const notFound = spec.examples('getTransactionStatus').responses['404']![0]!.value
    server.respond('getTransactionStatus', { status: 404, body: notFound })
    const hash = '9836818b2e2fc077bddcbe6a09d474b8ad243536f61c4027bdd53778a390eb12'
    const error = await getTransactionStatus({ client, body: { transaction_identifier: { hash } } }).catch(
      (e: unknown) => e,
    )
    expect(isGatewayError(error, 'TransactionNotFoundError')).toBe(true)
    expect(isGatewayError(error, 'TokenNotFoundError')).toBe(false)
    if (!isGatewayError(error, 'TransactionNotFoundError')) throw error
    expect(error.status).toBe(404)
    expect(error.body.details.transaction_not_found.hash).toBe(hash)
    expect(error.shortMessage).toBe(
      `getTransactionStatus failed: HTTP 404 TransactionNotFoundError — Transaction not found: ${hash}`,
    )
  })

  it('keeps an error body that breaks the spec out of HttpError.body (raw text kept)', async () => {
    const client = createGatewayClient({ baseUrl: server.url, network: 'localnet' })
    const wrong = {
      code: 404,
      message: 'gone',
      details: { type: 'TransactionNotFoundError', transaction_not_found: 'no' },
    }
    server.respond('getTransactionStatus', { status: 404, body: wrong })
    const error = await getTransactionStatus({
      client,
      body: { transaction_identifier: { hash: 'a'.repeat(64) } },
    }).catch((e: unknown) => e)
    expect(isGatewayError(error)).toBe(false)
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 404, body: undefined, rawBody: JSON.stringify(wrong) })
  })
})
