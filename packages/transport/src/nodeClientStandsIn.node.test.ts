// Node's own client stands in for the global fetch only while nothing the user set up would see a
// request through that fetch: undici's global dispatcher (MockAgent, ProxyAgent, EnvHttpProxyAgent),
// HTTP(S)_PROXY where Node's fetch honours it, MSW and nock, tracing on undici's channel — set up
// before the client module loads or after. Each is checked by what the request met: the mock's
// answer, the proxy's record, Node's fetch's own `sec-fetch-mode` header at the server.
import { execFile } from 'node:child_process'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { nodeClientStandsIn } from '@ledgernet/platform/http'
import { startForwardProxy } from '@ledgernet/test-support/forwardProxy'
import { echo, startHostileServer } from '@ledgernet/test-support/hostileServer'
import { EnvHttpProxyAgent, getGlobalDispatcher, MockAgent, ProxyAgent, setGlobalDispatcher } from 'undici'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createHttpTransport } from './createHttpTransport.node.js'

type Echoed = { method: string; path: string; headers: Record<string, string> }

let server: Awaited<ReturnType<typeof startHostileServer>>
let proxy: Awaited<ReturnType<typeof startForwardProxy>>
const original = getGlobalDispatcher()
beforeAll(async () => {
  server = await startHostileServer({ '/api/ping': echo() })
  proxy = await startForwardProxy()
})
afterAll(() => Promise.all([server.close(), proxy.close()]))
afterEach(() => {
  setGlobalDispatcher(original)
  proxy.requests.length = 0
})

const ping = { operationId: 'ping', method: 'GET', path: '/api/ping', retrySafe: true } as const
/** Which client the server met: Node's fetch says `sec-fetch-mode` in every request, Node's own client does not. */
const metFetch = (answer: unknown) => (answer as Echoed).headers['sec-fetch-mode'] === 'cors'

describe('in this process, set up after the module loaded', () => {
  it('stands in while nothing is set up, and steps aside the moment something is', async () => {
    const transport = createHttpTransport({ baseUrl: server.url })
    expect(nodeClientStandsIn(server.url)).toBe(true)
    expect(metFetch(await transport.request(ping))).toBe(false)

    const mock = new MockAgent()
    mock.disableNetConnect()
    mock.get(server.url).intercept({ path: '/api/ping', method: 'GET' }).reply(200, { mocked: 'MockAgent' })
    setGlobalDispatcher(mock)
    expect(await transport.request(ping)).toEqual({ mocked: 'MockAgent' })

    setGlobalDispatcher(original)
    expect(metFetch(await transport.request(ping))).toBe(false)
  })

  it('goes through a ProxyAgent, and through an EnvHttpProxyAgent unless NO_PROXY names the host', async () => {
    const transport = createHttpTransport({ baseUrl: server.url })
    setGlobalDispatcher(new ProxyAgent(proxy.url))
    expect(await transport.request(ping)).toMatchObject({ path: '/api/ping' })
    expect(proxy.requests).toHaveLength(1)

    const host = new URL(server.url).host
    for (const [noProxy, through] of [
      ['', 1],
      ['127.0.0.1', 0],
    ] as const) {
      proxy.requests.length = 0
      setGlobalDispatcher(new EnvHttpProxyAgent({ httpProxy: proxy.url, noProxy }))
      expect(await transport.request(ping)).toMatchObject({ path: '/api/ping' })
      expect(proxy.requests.length, `NO_PROXY=${noProxy}`).toBe(through)
      if (through) expect(proxy.requests[0]).toMatch(new RegExp(`^(CONNECT ${host}|${server.url}/api/ping)$`))
    }
  })

  it('steps aside for an Agent with options of its own, and while undici’s request channel is traced', async () => {
    const transport = createHttpTransport({ baseUrl: server.url })
    setGlobalDispatcher(new (await import('undici')).Agent({ connect: { timeout: 5_000 } }))
    expect(metFetch(await transport.request(ping))).toBe(true)
    setGlobalDispatcher(original)

    const traced: unknown[] = []
    const onRequest = (message: unknown) => void traced.push(message)
    subscribe('undici:request:create', onRequest)
    try {
      expect(metFetch(await transport.request(ping))).toBe(true)
      expect(traced).toHaveLength(1)
    } finally {
      unsubscribe('undici:request:create', onRequest)
    }
    expect(metFetch(await transport.request(ping))).toBe(false)
  })
})

const fixture = fileURLToPath(new URL('../test/networkSetup.mjs', import.meta.url))
const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** Runs the fixture in a fresh Node process: the transport loads there as a user's code loads it. */
async function inChild(
  setup: { tool: string; when: 'before' | 'after'; proxy?: string; ask?: Array<'transport' | 'fetch'> },
  env: Record<string, string> = {},
) {
  const { stdout } = await promisify(execFile)(process.execPath, [fixture], {
    cwd: packageDir,
    env: { ...process.env, ...env, SETUP: JSON.stringify({ target: server.url, ...setup }) },
  })
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { viaTransport?: unknown; viaFetch?: unknown }
}

/** A proxy of one test's own (the tests of this block run side by side). */
async function withProxy(use: (proxy: Awaited<ReturnType<typeof startForwardProxy>>) => Promise<void>) {
  const own = await startForwardProxy()
  try {
    await use(own)
  } finally {
    await own.close()
  }
}

// Each test starts two to six Node processes (msw alone takes a second to load on a busy machine).
describe.concurrent('in a fresh process, set up before the client module loads or after', { timeout: 60_000 }, () => {
  it.each([
    ['msw', { mocked: 'msw' }],
    ['nock', { mocked: 'nock' }],
    ['mockAgent', { mocked: 'MockAgent' }],
  ])('%s answers in place of the server', async (tool, mocked) => {
    for (const when of ['before', 'after'] as const) {
      const { viaTransport, viaFetch } = await inChild({ tool, when })
      expect(viaFetch, `${tool} ${when}`).toEqual(mocked)
      expect(viaTransport, `${tool} ${when}`).toEqual(mocked)
    }
  })

  it.each(['proxyAgent', 'envHttpProxyAgent'])('%s takes the request through the proxy', async (tool) =>
    withProxy(async (own) => {
      for (const when of ['before', 'after'] as const) {
        const { viaTransport } = await inChild(
          { tool, when, proxy: own.url, ask: ['transport'] },
          { HTTP_PROXY: own.url, NO_PROXY: '' },
        )
        expect(viaTransport, `${tool} ${when}`).toMatchObject({ path: '/api/ping' })
        expect(own.requests.splice(0).length, `${tool} ${when}`).toBe(1)
      }
    }),
  )

  it('HTTP_PROXY and NO_PROXY: the transport goes where Node’s own fetch goes, on this Node version', async () =>
    withProxy(async (own) => {
      for (const env of [
        { HTTP_PROXY: own.url, NO_PROXY: '', NODE_USE_ENV_PROXY: '' },
        { HTTP_PROXY: own.url, NO_PROXY: '', NODE_USE_ENV_PROXY: '1' },
        { HTTP_PROXY: own.url, NO_PROXY: '127.0.0.1', NODE_USE_ENV_PROXY: '1' },
      ]) {
        const { viaFetch } = await inChild({ tool: 'nothing', when: 'after', ask: ['fetch'] }, env)
        const fetchProxied = own.requests.splice(0).length
        const { viaTransport } = await inChild({ tool: 'nothing', when: 'after', ask: ['transport'] }, env)
        expect([viaFetch, viaTransport]).toMatchObject([{ path: '/api/ping' }, { path: '/api/ping' }])
        expect(own.requests.splice(0).length, JSON.stringify(env)).toBe(fetchProxied)
      }
    }))
})
