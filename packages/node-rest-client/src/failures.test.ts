import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createNodeRestClient } from './createNodeRestClient.js'
import { AbortedError, getSystem, HttpError, ping, TimeoutError } from './index.js'

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'node-rest' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())
const client = (options: { timeout?: number; retry?: { maxDelay?: number } } = {}) =>
  createNodeRestClient({ baseUrl: server.url, ...options, retry: { delay: 5, ...options.retry } })

describe('retries and failures', () => {
  it('retries an open read on 503/429 and a dropped connection; honours Retry-After', async () => {
    server.respondOnce(
      'getSystem',
      { status: 503, headers: { 'retry-after': '0' }, body: { code: 503, message: 'starting' } },
      { status: 429, body: { code: 429, message: 'slow down' } },
      { destroy: true },
    )
    await getSystem({ client: client() })
    expect(server.requests).toHaveLength(4)
    server.reset()
    server.respondOnce('getSystem', {
      status: 503,
      headers: { 'retry-after': '2' },
      body: { code: 503, message: 'starting' },
    })
    const error = await getSystem({ client: client({ retry: { maxDelay: 500 } }) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(server.requests).toHaveLength(1) // a 2 s wait is above maxDelay: not taken
  })

  it('times out, and aborts on the signal', async () => {
    server.respond('ping', { delayMs: 400 })
    await expect(ping({ client: client({ timeout: 60 }) })).rejects.toThrowError(TimeoutError)
    const controller = new AbortController()
    const pending = ping({ client: client(), signal: controller.signal }).catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 30)
    expect(await pending).toBeInstanceOf(AbortedError)
  })
})
