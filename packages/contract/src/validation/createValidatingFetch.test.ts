import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createValidatingFetch } from './createValidatingFetch.js'
import { SpecViolationError } from './SpecViolationError.js'

const gatewayHeaders = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
const derive = {
  network_identifier: { network: 'localnet' },
  public_key: { hex: developmentAccounts[0].publicKeyHex },
  symbol: 'gold',
}

describe('createValidatingFetch', () => {
  let gateway: ExampleServer
  let rpc: ExampleServer
  let node: ExampleServer
  beforeAll(async () => {
    ;[gateway, rpc, node] = await Promise.all([
      startExampleServer({ spec: 'gateway' }),
      startExampleServer({ spec: 'node-rpc' }),
      startExampleServer({ spec: 'node-rest' }),
    ])
  })
  afterAll(() => Promise.all([gateway.close(), rpc.close(), node.close()]))
  beforeEach(() => {
    gateway.reset()
    rpc.reset()
    node.reset()
  })

  it('passes a request and an answer that match the spec', async () => {
    const validatingFetch = createValidatingFetch({ specs: ['gateway'], mode: 'throw' })
    const response = await validatingFetch(`${gateway.url}/token/derive`, {
      method: 'POST',
      headers: gatewayHeaders,
      body: JSON.stringify(derive),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      token_identifier: { rri: 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk' },
    })
    expect(validatingFetch.violations).toEqual([])
    expect(validatingFetch.calls).toBe(1)
  })

  it('names the operation, the direction, the JSON path, the schema expected and the value seen of a wrong answer', async () => {
    gateway.respondOnce('deriveToken', { status: 200, body: { token_identifier: { rri: 42 } } })
    const seen: unknown[] = []
    const validatingFetch = createValidatingFetch({
      specs: ['gateway'],
      mode: 'record',
      onViolation: (violation) => seen.push(violation),
    })
    const response = await validatingFetch(`${gateway.url}/token/derive`, {
      method: 'POST',
      headers: gatewayHeaders,
      body: JSON.stringify(derive),
    })
    expect(await response.json()).toEqual({ token_identifier: { rri: 42 } })
    expect(validatingFetch.violations).toEqual([
      expect.objectContaining({
        spec: 'gateway',
        operation: 'deriveToken',
        direction: 'response',
        path: '/body/token_identifier/rri',
        message: 'must be string',
        expected: expect.objectContaining({ type: 'string' }),
        seen: 42,
      }),
    ])
    expect(seen).toHaveLength(1)
  })

  it('throws a SpecViolationError for a wrong answer in throw mode', async () => {
    gateway.respondOnce('deriveToken', { status: 418, body: { code: 418, message: 'teapot' } })
    const validatingFetch = createValidatingFetch({ specs: ['gateway'], mode: 'throw' })
    const error = await validatingFetch(`${gateway.url}/token/derive`, {
      method: 'POST',
      headers: gatewayHeaders,
      body: JSON.stringify(derive),
    }).catch((caught) => caught)
    expect(error).toBeInstanceOf(SpecViolationError)
    expect(error.code).toBe('SPEC_VIOLATION')
    expect(error.violations[0]).toMatchObject({
      operation: 'deriveToken',
      direction: 'response',
      path: '/status',
      seen: 418,
    })
  })

  it('does not send a request that breaks the spec in throw mode, and sends it in record mode', async () => {
    const body = JSON.stringify({ ...derive, symbol: 'Not A Symbol' })
    const strict = createValidatingFetch({ specs: ['gateway'], mode: 'throw' })
    const error = await strict(`${gateway.url}/token/derive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch((caught) => caught)
    expect(error).toBeInstanceOf(SpecViolationError)
    expect(error.violations.map((violation: { path: string }) => violation.path).sort()).toEqual([
      '/body/symbol',
      '/headers/x-ledger-target-gw-api',
    ])
    expect(error.violations[0].direction).toBe('request')
    expect(gateway.requests).toHaveLength(0)

    const lenient = createValidatingFetch({ specs: ['gateway'], mode: 'record' })
    const response = await lenient(`${gateway.url}/token/derive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    expect(lenient.violations.filter((violation) => violation.direction === 'request')).toHaveLength(2)
    expect(lenient.violations.filter((violation) => violation.direction === 'response')).toEqual([])
  })

  it('finds JSON-RPC calls by method name and checks results and error codes', async () => {
    const validatingFetch = createValidatingFetch({ specs: ['node-rpc'], mode: 'record' })
    const call = (id: number) =>
      validatingFetch(`${rpc.url}/rpc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method: 'ledger.statusOfTransaction', params: ['ab'.repeat(32)] }),
      })
    await call(1)
    expect(validatingFetch.violations).toEqual([])
    rpc.respondOnce('ledger.statusOfTransaction', { result: { txID: 'ab'.repeat(32), status: 'DONE' } })
    await call(2)
    rpc.respondOnce('ledger.statusOfTransaction', { error: { code: 1301, message: 'Insufficient funds' } })
    await call(3)
    const found = validatingFetch.violations.map(({ operation, path }) => ({ operation, path }))
    expect(found).toEqual(
      expect.arrayContaining([
        { operation: 'ledger.statusOfTransaction', path: '/body/result/status' },
        { operation: 'ledger.statusOfTransaction', path: '/body/error/code' },
      ]),
    )
    expect(validatingFetch.violations.find((violation) => violation.path === '/body/error/code')).toMatchObject({
      seen: 1301,
    })
  })

  it('checks documented response headers and empty bodies', async () => {
    const validatingFetch = createValidatingFetch({ specs: ['node-rest'], mode: 'record' })
    const auth = { authorization: `Basic ${btoa('admin:secret')}` }
    await validatingFetch(`${node.url}/api/system/modules/api/websockets`, { method: 'DELETE', headers: auth })
    expect(validatingFetch.violations).toEqual([])
    node.respondOnce('closeWebsockets', { status: 200, headers: { 'x-closed-websockets': 'many' } })
    await validatingFetch(`${node.url}/api/system/modules/api/websockets`, { method: 'DELETE', headers: auth })
    expect(validatingFetch.violations).toEqual([
      expect.objectContaining({ operation: 'closeWebsockets', path: '/headers/x-closed-websockets', seen: 'many' }),
    ])
  })

  it('reports a request no spec documents, and a wrong verb', async () => {
    const validatingFetch = createValidatingFetch({ specs: ['node-rest'], mode: 'record' })
    await validatingFetch(`${node.url}/api/atoms`)
    await validatingFetch(`${node.url}/api/ping`, { method: 'POST' })
    expect(validatingFetch.violations.map(({ path, direction }) => `${direction} ${path}`)).toEqual([
      'request /path',
      'request /method',
    ])
  })

  it('matches a server mounted under a prefix', async () => {
    const validatingFetch = createValidatingFetch({
      specs: ['node-rest'],
      mode: 'record',
      fetch: (input, init) =>
        fetch(
          String(input instanceof Request ? input.url : input).replace('/mounted', ''),
          init ?? (input instanceof Request ? input : undefined),
        ),
    })
    await validatingFetch(`${node.url}/mounted/api/ping`)
    expect(validatingFetch.violations).toEqual([])
  })

  it('refuses options it cannot use, naming them', () => {
    expect(() => createValidatingFetch({ specs: [], mode: 'throw' })).toThrow(/specs/)
    expect(() => createValidatingFetch({ specs: ['ledger' as never], mode: 'throw' })).toThrow(/specs\[0\]/)
    expect(() => createValidatingFetch({ specs: ['gateway'], mode: 'loud' as never })).toThrow(/mode/)
  })
})
