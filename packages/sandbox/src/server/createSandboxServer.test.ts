import { createSpecValidator } from '@ledgernet/specs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SandboxLogger } from '../SandboxLogger.js'
import { rawExchange } from '../testing/rawHttp.js'
import { createSandboxServer } from './createSandboxServer.js'
import { TrafficCounters } from './TrafficCounters.js'
import type { TransactionFeed } from './TransactionFeed.js'

const logged: { message: string; details?: Record<string, unknown> }[] = []
const logger: SandboxLogger = {
  info: () => {},
  warn: () => {},
  error: (message, details) => logged.push({ message, ...(details ? { details } : {}) }),
}
const failing = () => {
  throw new Error('the ledger store exploded at /secret/path')
}
const http = createSandboxServer({
  routes: { gateway: failing, rpc: failing, nodeRest: async () => failing(), v0: failing },
  feed: { handleUpgrade: () => {} } as unknown as TransactionFeed,
  traffic: new TrafficCounters(),
  logger,
})
let origin: string

beforeAll(async () => {
  origin = `http://127.0.0.1:${await http.listen(0, '127.0.0.1')}`
})
afterAll(() => http.close())

describe('an internal error', () => {
  it('is a 500 with the interface’s error body and a trace id, logged with the cause, never sent', async () => {
    const gateway = await fetch(`${origin}/transaction/status`, { method: 'POST', body: '{}' })
    const body = await gateway.json()
    expect(gateway.status).toBe(500)
    expect(createSpecValidator('gateway').validateResponse('getTransactionStatus', { status: 500, body })).toEqual([])
    expect(body.trace_id).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(body)).not.toContain('exploded')
    expect(logged.find((entry) => entry.details?.traceId === body.trace_id)?.details?.error).toContain('exploded')
    const v0 = await fetch(`${origin}/v0/state/epoch`, { method: 'POST' })
    const v0Body = await v0.json()
    expect(createSpecValidator('gateway-v0').validateResponse('getEpoch', { status: 500, body: v0Body })).toEqual([])
    const node = await fetch(`${origin}/api/ping`)
    expect(createSpecValidator('node-rest').validateResponse('ping', { status: 500, body: await node.json() })).toEqual(
      [],
    )
    const rpc = await fetch(`${origin}/rpc`, { method: 'POST', body: '{}' })
    expect(await rpc.json()).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32603, data: { traceId: expect.stringMatching(/^[0-9a-f]{32}$/) } },
    })
    expect(gateway.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('what would have thrown at the process', () => {
  const quick = createSandboxServer({
    routes: {
      // A body JSON cannot carry: its answer cannot be written.
      gateway: () => ({ status: 200, body: { amount: 1n } }),
      rpc: async () => ({ status: 200, body: { circular: globalThis } }),
      nodeRest: () => ({ status: 200, body: { response: 'pong' } }),
      v0: () => ({ status: 200, body: {} }),
    },
    feed: {
      handleUpgrade: () => {
        throw new Error('the feed broke')
      },
    } as unknown as TransactionFeed,
    traffic: new TrafficCounters(),
    logger,
    timeouts: { headersMs: 300, requestMs: 300, checkEveryMs: 50, keepAliveMs: 1_000 },
  })
  let port: number
  beforeAll(async () => {
    port = await quick.listen(0, '127.0.0.1')
  })
  afterAll(() => quick.close())

  it('an answer that cannot be written is the interface’s 500, logged; the server serves on', async () => {
    const gateway = await fetch(`http://127.0.0.1:${port}/status`, { method: 'POST', body: '{}' })
    expect(gateway.status).toBe(500)
    expect((await gateway.json()).details.type).toBe('InternalServerError')
    const rpc = await fetch(`http://127.0.0.1:${port}/rpc`, { method: 'POST', body: '{}' })
    expect((await rpc.json()).error.code).toBe(-32603)
    expect(logged.some((entry) => String(entry.details?.error).includes('BigInt'))).toBe(true)
    expect((await fetch(`http://127.0.0.1:${port}/api/ping`)).status).toBe(200)
  })

  it('a request whose body stops arriving is answered 408 and its connection closed, once its time is up', async () => {
    const exchange = await rawExchange(port, [
      'POST /status HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\n{',
    ])
    expect(exchange.statuses).toEqual([408])
    expect(exchange.closed).toBe(true)
  })

  it('an upgrade the feed cannot take, or one reset at once, ends that connection only', async () => {
    const upgrade =
      'GET /api/websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'
    expect((await rawExchange(port, [upgrade])).closed).toBe(true)
    await rawExchange(port, [upgrade], { after: 'reset' })
    expect(logged.some((entry) => entry.details?.error === 'the feed broke')).toBe(true)
    expect((await fetch(`http://127.0.0.1:${port}/api/ping`)).status).toBe(200)
  })
})
