import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpecValidator, loadSpec, type OpenApiValidator, type OpenRpcValidator } from '../src/index.js'
import { type ExampleServer, startExampleServer } from '../src/testing/index.js'
import { documents, fixturePaths } from './documents.js'

const deriveBody = {
  network_identifier: { network: 'localnet' },
  public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' },
  symbol: 'foo',
}
const gatewayHeaders = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`

async function call(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init)
  const text = await response.text()
  let body: any
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  return { status: response.status, headers: response.headers, text, body }
}

describe('startExampleServer (OpenAPI fixture)', () => {
  let server: ExampleServer
  const api = createSpecValidator({ path: fixturePaths['fixture-openapi'] }) as OpenApiValidator
  beforeAll(async () => {
    server = await startExampleServer({
      spec: { path: fixturePaths['fixture-openapi'] },
      basicAuth: { username: 'admin', password: 's3cret' },
    })
  })
  afterAll(() => server.close())

  it('answers a valid request with the example and records it', async () => {
    server.reset()
    const answer = await call(`${server.url}/token/derive`, {
      method: 'POST',
      headers: gatewayHeaders,
      body: JSON.stringify(deriveBody),
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(api.examples('deriveToken').responses['200']![0]!.value)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/token/derive',
      operationId: 'deriveToken',
      body: deriveBody,
      issues: [],
      status: 200,
    })
    expect(server.requests[0]!.headers['x-ledger-target-gw-api']).toBe('1.0')
  })

  it('answers a request that breaks the spec with the documented 400, naming the field', async () => {
    server.reset()
    const answer = await call(`${server.url}/token/derive`, {
      method: 'POST',
      headers: gatewayHeaders,
      body: JSON.stringify({ ...deriveBody, symbol: 'FOO' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      code: 400,
      message: '/body/symbol must match pattern "^[a-z0-9]+$"',
      details: {
        type: 'InvalidRequestError',
        validation_errors: [{ path: '/body/symbol', errors: ['must match pattern "^[a-z0-9]+$"'] }],
      },
    })
    expect(api.validateResponse('deriveToken', { status: 400, body: answer.body })).toEqual([])
    expect(server.requests[0]!.issues.map((i) => i.path)).toEqual(['/body/symbol'])
  })

  it('answers a body that is not JSON with 400', async () => {
    server.reset()
    const answer = await call(`${server.url}/token/derive`, { method: 'POST', headers: gatewayHeaders, body: '{nope' })
    expect(answer.status).toBe(400)
    expect(server.requests[0]!.issues[0]).toMatchObject({ path: '/body', message: 'is not JSON' })
  })

  it('answers 401 with WWW-Authenticate without or with wrong credentials, 200 with the right ones', async () => {
    server.reset()
    const none = await call(`${server.url}/api/system/modules`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Basic realm="ledgernet"')
    expect(api.validateResponse('getModules', { status: 401, headers: none.headers, body: none.body })).toEqual([])
    const wrong = await call(`${server.url}/api/system/modules`, { headers: { authorization: basic('admin', 'nope') } })
    expect(wrong.status).toBe(401)
    const right = await call(`${server.url}/api/system/modules`, {
      headers: { authorization: basic('admin', 's3cret') },
    })
    expect(right.status).toBe(200)
    expect(right.body).toEqual([
      { name: 'api', uid: 1 },
      { name: 'ledger', uid: 2 },
    ])
    expect(server.requests.map((r) => r.issues.map((i) => i.keyword))).toEqual([['security'], ['security'], []])
  })

  it('answers an operation without content with an empty body and its documented headers', async () => {
    const answer = await call(`${server.url}/api/websockets`, {
      method: 'DELETE',
      headers: { authorization: basic('admin', 's3cret') },
    })
    expect(answer.status).toBe(200)
    expect(answer.text).toBe('')
    expect(answer.headers.get('x-closed-websockets')).toBe('2')
  })

  it('answers wrong verbs with 405 and Allow, unknown paths with 404, as the conventions document', async () => {
    server.reset()
    const wrong = await call(`${server.url}/token/derive`)
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('POST')
    expect(wrong.body).toEqual({ code: 405, message: 'GET is not allowed on /token/derive; allowed: POST' })
    expect(api.validateResponse('wrong-verb', { status: 405, headers: wrong.headers, body: wrong.body })).toEqual([])
    const unknown = await call(`${server.url}/nothing`, { method: 'POST' })
    expect(unknown.status).toBe(404)
    expect(api.validateResponse('unknown-path', { status: 404, body: unknown.body })).toEqual([])
    expect(server.requests.map((r) => r.issues[0]?.keyword)).toEqual(['wrong-verb', 'unknown-path'])
  })

  it('lets a test override answers: once, then persistently, raw, delayed or dropped', async () => {
    server.reset()
    const send = () =>
      call(`${server.url}/state/epoch`, { method: 'POST' }).catch((error: Error) => ({
        status: -1,
        text: error.message,
        body: undefined,
      }))
    server.respondOnce(
      'getEpoch',
      { status: 503, body: { code: 503, message: 'busy' }, headers: { 'retry-after': '1' } },
      { raw: 'not json' },
    )
    server.respond('getEpoch', { body: { epoch: 99 } })
    expect((await send()).status).toBe(503)
    expect((await send()).text).toBe('not json')
    expect((await send()).body).toEqual({ epoch: 99 })
    expect((await send()).body).toEqual({ epoch: 99 })
    server.respond('getEpoch', { body: { epoch: 1 }, delayMs: 80 })
    const started = performance.now()
    await send()
    expect(performance.now() - started).toBeGreaterThanOrEqual(75)
    server.respond('getEpoch', { destroy: true })
    expect((await send()).status).toBe(-1)
    server.reset()
    expect((await send()).body).toEqual({ epoch: 7 })
  })
})

describe('startExampleServer (OpenRPC fixture)', () => {
  let server: ExampleServer
  const rpc = createSpecValidator({ path: fixturePaths['fixture-openrpc'] }) as OpenRpcValidator
  const txId = 'a000000000000000000000000000000000000000000000000000000000000000'
  const post = (body: unknown, path = '/rpc') =>
    call(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  beforeAll(async () => {
    server = await startExampleServer({ spec: { path: fixturePaths['fixture-openrpc'] } })
  })
  afterAll(() => server.close())

  it('answers a call with the example result, echoing the id', async () => {
    server.reset()
    const answer = await post({ jsonrpc: '2.0', id: 7, method: 'ledger.statusOfTransaction', params: [txId] })
    expect(answer.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: rpc.examples('ledger.statusOfTransaction')[0]!.result,
    })
    expect(server.requests[0]!.rpc).toEqual([
      { method: 'ledger.statusOfTransaction', id: 7, params: [txId], issues: [] },
    ])
  })

  it('answers errors for bad params, unknown methods, bad envelopes and bad JSON', async () => {
    server.reset()
    const params = await post({ jsonrpc: '2.0', id: 1, method: 'ledger.statusOfTransaction', params: ['XYZ'] })
    expect(params.body.error).toMatchObject({ code: -32602, message: 'Invalid params' })
    expect(params.body.error.data[0]).toMatchObject({ path: '/body/params/0' })
    const method = await post({ jsonrpc: '2.0', id: 2, method: 'ledger.nope', params: [] })
    expect(method.body.error.code).toBe(-32601)
    const envelope = await post({ jsonrpc: '1.0', id: 3, method: 'ledger.statusOfTransaction', params: [txId] })
    expect(envelope.body).toMatchObject({ id: 3, error: { code: -32600 } })
    const parse = await post('{oops')
    expect(parse.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  })

  it('answers batches, skipping notifications', async () => {
    const answer = await post([
      { jsonrpc: '2.0', id: 1, method: 'ledger.statusOfTransaction', params: [txId] },
      { jsonrpc: '2.0', method: 'ledger.statusOfTransaction', params: [txId] },
      { jsonrpc: '2.0', id: 3, method: 'ledger.nope' },
    ])
    expect(answer.body.map((reply: { id: number }) => reply.id)).toEqual([1, 3])
    const onlyNotification = await post({ jsonrpc: '2.0', method: 'ledger.statusOfTransaction', params: [txId] })
    expect(onlyNotification.status).toBe(204)
  })

  it('serves only POST on the RPC path', async () => {
    expect((await post({}, '/other')).status).toBe(404)
    const get = await call(`${server.url}/rpc`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })

  it('lets a test override a method by its name or function name', async () => {
    server.respondOnce('statusOfTransaction', { error: { code: 2523, message: 'unknown txID' } })
    server.respondOnce('ledger.statusOfTransaction', { result: { txID: txId, status: 'FAILED' } })
    const first = await post({ jsonrpc: '2.0', id: 1, method: 'ledger.statusOfTransaction', params: [txId] })
    expect(first.body).toEqual({ jsonrpc: '2.0', id: 1, result: { txID: txId, status: 'FAILED' } })
    const second = await post({ jsonrpc: '2.0', id: 2, method: 'ledger.statusOfTransaction', params: [txId] })
    expect(second.body).toEqual({ jsonrpc: '2.0', id: 2, error: { code: 2523, message: 'unknown txID' } })
    server.respondOnce('statusOfTransaction', { status: 502, raw: 'bad gateway' })
    const third = await post({ jsonrpc: '2.0', id: 3, method: 'ledger.statusOfTransaction', params: [txId] })
    expect([third.status, third.text]).toEqual([502, 'bad gateway'])
  })
})

// Every operation of every spec, sent as its own request example, is answered without issue by
// the example server, and the answer is one the spec documents.
describe.each(documents)('example round trip of $id', ({ id, path }) => {
  let server: ExampleServer
  const document = loadSpec(path)
  const validator = createSpecValidator({ document, id })
  beforeAll(async () => {
    server = await startExampleServer({ spec: { document, id } })
  })
  afterAll(() => server.close())

  if (validator.kind === 'openrpc') {
    it.each(validator.methods.map((m) => m.name))('%s', async (name) => {
      const example = validator.examples(name)[0]!
      const response = await fetch(`${server.url}${validator.rpcPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: name, params: example.params }),
      })
      const reply = await response.json()
      expect(server.requests.at(-1)!.issues).toEqual([])
      expect(reply.result).toEqual(example.result)
      expect(validator.validateRpcResult(name, reply.result)).toEqual([])
    })
    return
  }
  it.each(validator.operations.map((op) => op.operationId))('%s', async (operationId) => {
    const operation = validator.operation(operationId)
    const examples = validator.examples(operationId)
    const headers: Record<string, string> = {}
    for (const parameter of examples.parameters)
      if (parameter.in === 'header' && parameter.examples[0])
        headers[parameter.name] = String(parameter.examples[0].value)
    if (operation.auth === 'basic') headers.authorization = basic('admin', 'admin')
    const body = examples.request[0]?.value
    if (body !== undefined) headers['content-type'] = 'application/json'
    const url = `${server.url}${operation.path.replace(/\{[^}]+\}/g, (name) => {
      const parameter = examples.parameters.find((p) => p.in === 'path' && `{${p.name}}` === name)
      return encodeURIComponent(String(parameter?.examples[0]?.value ?? 'x'))
    })}`
    const response = await fetch(url, {
      method: operation.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    expect(server.requests.at(-1)!.issues).toEqual([])
    expect(String(response.status)).toBe(operation.successStatus)
    expect(
      validator.validateResponse(operationId, {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : undefined,
      }),
    ).toEqual([])
  })
})
