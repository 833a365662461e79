import { createSpecValidator } from '@ledgernet/specs'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createNodeRestClient } from './createNodeRestClient.js'
import * as sdk from './generated/sdk.gen.js'
import { getSystem, InvalidResponseError, ping } from './index.js'

const spec = createSpecValidator('node-rest')
if (spec.kind !== 'openapi') throw new Error('expected OpenAPI')
const credentials = { username: 'admin', password: 's3cret:pässword' }
const basic = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`, 'utf8').toString('base64')}`
const operations = [
  'ping',
  'getSystem',
  'getNetworkConnections',
  'getPeers',
  'getLivePeers',
  'getUniverse',
  'getNodeMass',
  'getModules',
  'closeWebsockets',
] as const

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'node-rest', basicAuth: credentials })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

describe('createNodeRestClient: every operation against the spec', () => {
  const withUrlCredentials = () => {
    const url = new URL(server.url)
    url.username = encodeURIComponent(credentials.username)
    url.password = encodeURIComponent(credentials.password)
    return url.href
  }
  for (const [how, make] of [
    ['credentials option', () => createNodeRestClient({ baseUrl: server.url, credentials })],
    ['credentials in the URL', () => createNodeRestClient({ baseUrl: withUrlCredentials() })],
  ] as const)
    for (const operation of operations)
      it(`${operation} (${how}) sends what the spec requires, credentials only where restricted, and returns the example`, async () => {
        const found = spec.operation(operation)
        const answer = await sdk[operation]({ client: make(), retry: false })
        expect(server.requests).toHaveLength(1)
        const [seen] = server.requests
        expect(seen!.issues).toEqual([])
        expect(seen!.operationId).toBe(operation)
        expect(seen!.method).toBe(found.method)
        expect(seen!.path).toBe(found.path)
        expect(seen!.rawBody).toBe('')
        expect(seen!.headers.authorization).toBe(found.auth === 'basic' ? basic : undefined)
        if (operation === 'closeWebsockets') expect(answer).toMatchObject({ status: 200, headers: expect.any(Headers) })
        else expect(answer).toEqual(spec.examples(operation).responses['200']![0]!.value)
        if ('headers' in answer) expect(answer.headers.get('x-closed-websockets')).toBe('3')
      })
})

describe('createNodeRestClient: checked answers', () => {
  it('refuses an answer that does not match the spec', async () => {
    server.respond('ping', { status: 200, body: { response: 'pong', timestamp: 'now' } })
    const error = await ping({ client: createNodeRestClient({ baseUrl: server.url }) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({ operation: 'ping', issues: [expect.objectContaining({ path: '/timestamp' })] })
    expect(await ping({ client: createNodeRestClient({ baseUrl: server.url, validateResponses: false }) })).toEqual({
      response: 'pong',
      timestamp: 'now',
    })
  })

  it('accepts a field the spec does not name, in a record and in a record inside it (a newer node)', async () => {
    const system = spec.examples('getSystem').responses['200']![0]!.value as { agent: Record<string, unknown> }
    const newer = { ...system, agent: { ...system.agent, build: 'abc123' }, uptime_ms: 5 }
    server.respond('getSystem', { status: 200, body: newer })
    expect(await getSystem({ client: createNodeRestClient({ baseUrl: server.url }) })).toEqual(newer)
  })

  it('refuses an answer with a required field missing, even beside an unknown one', async () => {
    const { agent: _agent, ...system } = spec.examples('getSystem').responses['200']![0]!.value as { agent: unknown }
    server.respond('getSystem', { status: 200, body: { ...system, agents: [] } })
    const error = await getSystem({ client: createNodeRestClient({ baseUrl: server.url }) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({
      operation: 'getSystem',
      issues: [expect.objectContaining({ path: '/agent', message: 'is required' })],
    })
  })

  it('detects an answer that is not JSON', async () => {
    server.respond('getSystem', { status: 200, raw: 'ok' })
    await expect(getSystem({ client: createNodeRestClient({ baseUrl: server.url }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      reason: 'NOT_JSON',
    })
  })
})
