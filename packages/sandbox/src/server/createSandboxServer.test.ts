import { createSpecValidator } from '@ledgernet/specs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SandboxLogger } from '../SandboxLogger.js'
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
