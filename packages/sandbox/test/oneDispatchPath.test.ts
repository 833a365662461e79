// What is tested in memory is what is served: the same requests, sent to an in-memory sandbox
// through its `fetch` and to the HTTP sandbox over a socket, get the same answers — status,
// headers and bodies (but for the clock's timestamps, which differ between two ledgers).
import { afterAll, describe, expect, it } from 'vitest'
import { createMemorySandbox } from '../src/createMemorySandbox.js'
import { startSandbox } from '../src/node/startSandbox.js'
import type { MemorySandbox } from '../src/Sandbox.js'
import { silentLogger } from '../src/SandboxLogger.js'

const memory = createMemorySandbox({ accounts: 2, logger: silentLogger })
const http = await startSandbox({ accounts: 2, logger: silentLogger, adminCredentials: 'admin:secret' })
afterAll(() => Promise.all([memory.stop(), http.stop()]))

const json = { 'content-type': 'application/json' }
const rpc = (body: unknown, headers: Record<string, string> = json) => ({
  method: 'POST',
  path: '/rpc',
  headers,
  body: JSON.stringify(body),
})
const [alice] = memory.accounts
const requests: { method: string; path: string; headers?: Record<string, string>; body?: string }[] = [
  {
    method: 'POST',
    path: '/token/derive',
    headers: json,
    body: JSON.stringify({
      network_identifier: { network: 'localnet' },
      public_key: { hex: alice!.publicKey },
      symbol: 'gold',
    }),
  },
  { method: 'POST', path: '/token/derive', headers: json, body: JSON.stringify({ symbol: 7 }) },
  { method: 'POST', path: '/token/derive', headers: json, body: '{"unterminated' },
  { method: 'GET', path: '/token/derive' },
  { method: 'POST', path: '/no/such/path', headers: json, body: '{}' },
  {
    method: 'POST',
    path: '/transaction/status',
    headers: json,
    body: JSON.stringify({
      network_identifier: { network: 'localnet' },
      transaction_identifier: { hash: 'a'.repeat(64) },
    }),
  },
  {
    method: 'POST',
    path: '/transaction/build',
    headers: json,
    body: JSON.stringify({
      network_identifier: { network: 'mainnet' },
      actions: [],
      fee_payer: { address: alice!.address },
    }),
  },
  rpc({ jsonrpc: '2.0', id: 1, method: 'ledger.statusOfTransaction', params: ['b'.repeat(64)] }),
  rpc([
    { jsonrpc: '2.0', id: 1, method: 'ledger.nope' },
    { jsonrpc: '1.0', id: 2 },
    { jsonrpc: '2.0', method: 'ledger.nope' },
  ]),
  { method: 'POST', path: '/rpc', headers: json, body: 'not json' },
  { method: 'GET', path: '/rpc' },
  rpc({ jsonrpc: '2.0', id: 1, method: 'sandbox_snapshot' }, { 'content-type': 'text/plain' }),
  rpc({ jsonrpc: '2.0', id: 1, method: 'sandbox_mine', params: [-1] }),
  rpc({ jsonrpc: '2.0', id: 1, method: 'sandbox_setBalance', params: ['rdx1nope', '1'] }),
  { method: 'GET', path: '/api/ping' },
  { method: 'GET', path: '/api/universe/nope' },
  { method: 'POST', path: '/api/ping' },
  { method: 'DELETE', path: '/api/system/modules/api/websockets' },
  {
    method: 'DELETE',
    path: '/api/system/modules/api/websockets',
    headers: { authorization: `Basic ${btoa('admin:wrong')}` },
  },
  { method: 'POST', path: '/v0/state/epoch' },
  { method: 'POST', path: '/v0/state/resource', headers: json, body: JSON.stringify({ resource_address: 'nope' }) },
  {
    method: 'OPTIONS',
    path: '/rpc',
    headers: { 'access-control-request-method': 'POST', origin: 'https://wallet.example' },
  },
]

/** An answer as it can be compared across two ledgers: the clock's timestamps set aside. */
async function answerOf(sandbox: MemorySandbox, origin: string, request: (typeof requests)[number]) {
  const response = await sandbox.fetch(`${origin}${request.path}`, {
    method: request.method,
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
  })
  const text = await response.text()
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
  )
  const body = text === '' ? '' : JSON.parse(text, (key, value) => (key === 'timestamp' ? '<timestamp>' : value))
  return { status: response.status, headers, body }
}

describe('one dispatch path', () => {
  it('the in-memory fetch and the HTTP server answer every interface alike, refusals and controls included', async () => {
    for (const request of requests) {
      const inMemory = await answerOf(memory, memory.gatewayUrl, request)
      const overHttp = await answerOf(http, http.gatewayUrl, request)
      expect(inMemory, `${request.method} ${request.path} ${request.body ?? ''}`).toEqual(overHttp)
    }
  })
})
