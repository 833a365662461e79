import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createGatewayClient } from './createGatewayClient.js'
import { AbortedError, deriveToken, NetworkError, TimeoutError } from './index.js'

const derive = {
  public_key: { hex: developmentAccounts[0].publicKeyHex },
  symbol: 'gold',
}

async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'gateway' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

describe('failures without an answer', () => {
  it('a refused connection is a NetworkError naming the operation and the reason', async () => {
    const client = createGatewayClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      network: 'localnet',
      retry: { count: 1, delay: 1 },
    })
    const error = await deriveToken({ client, body: derive }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).shortMessage).toBe('deriveToken failed: network error (ECONNREFUSED)')
  })

  it('a slow answer is a TimeoutError after `timeout` ms, and is not retried', async () => {
    // Margins wide enough for a loaded CI machine: the request must reach the server within the
    // timeout, and the answer comes long after it.
    server.respond('deriveToken', { delayMs: 3_000 })
    const client = createGatewayClient({ baseUrl: server.url, network: 'localnet', timeout: 400 })
    const started = Date.now()
    const error = await deriveToken({ client, body: derive }).catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(2_500)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ operation: 'deriveToken', timeout: 400 })
    expect(server.requests).toHaveLength(1)
  })

  it('a per-call timeout overrides the client one', async () => {
    const answer = { token_identifier: { rri: 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk' } }
    server.respond('deriveToken', { delayMs: 300, body: answer })
    const client = createGatewayClient({ baseUrl: server.url, network: 'localnet', timeout: 50 })
    await expect(deriveToken({ client, body: derive, timeout: 2_000 })).resolves.toEqual(answer)
  })

  it("the caller's signal aborts a call in flight and one not yet started", async () => {
    server.respond('deriveToken', { delayMs: 400 })
    const client = createGatewayClient({ baseUrl: server.url, network: 'localnet' })
    const controller = new AbortController()
    const pending = deriveToken({ client, body: derive, signal: controller.signal }).catch((e: unknown) => e)
    setTimeout(() => controller.abort(new Error('user left')), 50)
    const error = await pending
    expect(error).toBeInstanceOf(AbortedError)
    expect(error).toMatchObject({ operation: 'deriveToken', cause: new Error('user left') })
    const early = await deriveToken({ client, body: derive, signal: AbortSignal.abort() }).catch((e: unknown) => e)
    expect(early).toBeInstanceOf(AbortedError)
    expect(server.requests).toHaveLength(1)
  })

  it('hooks see each request and answer', async () => {
    const seen: string[] = []
    const client = createGatewayClient({
      baseUrl: server.url,
      network: 'localnet',
      headers: { 'x-app': 'test' },
      onRequest: (request) =>
        void seen.push(
          `${request.operationId} ${request.method} ${request.url} ${request.headers['x-ledger-target-gw-api']}`,
        ),
      onResponse: async (response) => void seen.push(`${response.status} ${Object.keys(await response.json()).join()}`),
    })
    await deriveToken({ client, body: derive, headers: { 'x-call': 'one' } })
    expect(seen).toEqual([`deriveToken POST ${server.url}/token/derive 1.0`, '200 token_identifier'])
    expect(server.requests[0]!.headers).toMatchObject({ 'x-app': 'test', 'x-call': 'one' })
  })
})
