import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { InvalidArgumentError } from '@ledgernet/errors'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createNodeRestClient } from './createNodeRestClient.js'
import { createNodeRestTransport } from './createNodeRestTransport.js'
import { getModules, getNodeMass, type HttpError, isNodeRestError, NetworkError, ping } from './index.js'

// Credentials go to the restricted methods only, and never show up in an error, a URL or a hook.
const password = 'Tr0ub4dor&3-very-secret'
const credentials = { username: 'admin', password }
let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'node-rest', basicAuth: credentials })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const leaks = (value: unknown) => {
  const error = value as Error & Record<string, unknown>
  const text = [
    error.message,
    error.stack,
    JSON.stringify(error),
    String(error.cause),
    JSON.stringify(error.metaMessages),
    String(error.url),
  ].join('\n')
  return (
    text.includes(password) || text.includes(encodeURIComponent(password)) || text.includes(btoa(`admin:${password}`))
  )
}

describe('credentials', () => {
  it('a restricted call without credentials is a 401 HttpError; no open call ever needs them', async () => {
    const client = createNodeRestClient({ baseUrl: server.url })
    expect(await ping({ client })).toMatchObject({ response: 'pong' })
    const error = await getModules({ client }).catch((e: unknown) => e)
    expect(isNodeRestError(error, 401)).toBe(true)
    expect(isNodeRestError(error, 403)).toBe(false)
    expect(error).toMatchObject({ status: 401, operation: 'getModules' })
    expect((error as HttpError).headers.get('www-authenticate')).toMatch(/^Basic realm=/)
  })

  it('wrong credentials: the 401 error does not repeat the password anywhere', async () => {
    const client = createNodeRestClient({
      baseUrl: server.url,
      credentials: { username: 'admin', password: `${password}!` },
    })
    const error = await getNodeMass({ client }).catch((e: unknown) => e)
    expect(isNodeRestError(error, 401)).toBe(true)
    expect(leaks(error)).toBe(false)
    expect((error as Error).message).not.toContain('Authorization')
  })

  it('credentials in the URL never reach fetch, an error or a hook', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const urls: string[] = []
    const hooks: unknown[] = []
    const client = createNodeRestClient({
      baseUrl: `http://admin:${encodeURIComponent(password)}@127.0.0.1:${port}`,
      retry: false,
      fetch: (input, init) => {
        urls.push(String(input))
        return fetch(input, init)
      },
      onRequest: (request) => void hooks.push(request),
    })
    expect(client.transport.baseUrl).toBe(`http://127.0.0.1:${port}`)
    const error = await getModules({ client }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(leaks(error)).toBe(false)
    expect(urls.join()).not.toContain(password)
    expect(JSON.stringify(hooks)).not.toContain(password)
    expect(hooks).toEqual([
      expect.objectContaining({ headers: expect.objectContaining({ authorization: '[redacted]' }) }),
    ])
  })

  it('refuses malformed credentials, naming the field', () => {
    for (const [given, field] of [
      [{ username: 'admin' }, 'credentials.password'],
      [{ username: 7, password: 'x' }, 'credentials.username'],
      [{ username: 'ad:min', password: 'x' }, 'username'],
    ] as const) {
      let error: unknown
      try {
        createNodeRestTransport({ baseUrl: server.url, credentials: given as never })
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(InvalidArgumentError)
      expect(error).toMatchObject({ field })
    }
  })
})
