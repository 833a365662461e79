import { startExampleServer, type ExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closeWebsockets } from './closeWebsockets.js'
import { createNodeRestTransport } from './createNodeRestTransport.js'
import { HttpError, InvalidResponseError } from './index.js'

const credentials = { username: 'admin', password: 'secret' }
let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'node-rest', basicAuth: credentials })
})
afterAll(() => server.close())
beforeEach(() => server.reset())
const node = () => createNodeRestTransport({ baseUrl: server.url, credentials, retry: { delay: 5 } })

describe('closeWebsockets', () => {
  it('reads how many websockets were closed from X-Closed-Websockets', async () => {
    for (const count of ['0', '17']) {
      server.respond('closeWebsockets', { status: 200, headers: { 'x-closed-websockets': count } })
      expect(await closeWebsockets(node())).toEqual({ closed: Number(count) })
    }
  })

  it('refuses a missing or malformed header, naming it', async () => {
    for (const [headers, message] of [
      [{}, 'is required'],
      [{ 'x-closed-websockets': '-1' }, 'must be a non-negative decimal integer'],
      [{ 'x-closed-websockets': 'three' }, 'must be a non-negative decimal integer'],
      [{ 'x-closed-websockets': '99999999999999999999' }, 'must be a non-negative decimal integer'],
    ] as const) {
      server.respond('closeWebsockets', { status: 200, headers })
      const error = await closeWebsockets(node()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect(error).toMatchObject({ operation: 'closeWebsockets', status: 200, issues: [{ path: '/headers/x-closed-websockets', message }] })
      expect((error as Error).message).toContain(`closeWebsockets failed: the answer (HTTP 200) does not match the spec: /headers/x-closed-websockets ${message}`)
    }
  })

  it('is not retried (it is not safe to repeat) unless the caller opts in', async () => {
    server.respondOnce('closeWebsockets', { status: 503, headers: { 'retry-after': '0' }, body: { code: 503, message: 'busy' } })
    await expect(closeWebsockets(node())).rejects.toThrowError(HttpError)
    expect(server.requests).toHaveLength(1)
    server.reset()
    server.respondOnce('closeWebsockets', { status: 503, headers: { 'retry-after': '0' }, body: { code: 503, message: 'busy' } })
    expect(await closeWebsockets(node(), { retry: { unsafe: true } })).toEqual({ closed: 3 })
    expect(server.requests).toHaveLength(2)
  })
})
