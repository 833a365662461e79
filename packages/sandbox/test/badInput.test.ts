import { createSpecValidator } from '@ledgernet/specs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/Sandbox.js'
import { useCheckedSandbox } from './support/checkedSandbox.js'

const checked = useCheckedSandbox()
let sandbox: Sandbox
const gatewaySpec = createSpecValidator('gateway')
const v0Spec = createSpecValidator('gateway-v0')
const nodeSpec = createSpecValidator('node-rest')

beforeAll(() => {
  sandbox = checked.sandbox()
})

const gatewayHeaders = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }

async function call(method: string, path: string, body?: string, headers: Record<string, string> = gatewayHeaders) {
  const response = await fetch(`${sandbox.gatewayUrl}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) }
}

function conforms(
  spec: typeof gatewaySpec,
  operationId: string,
  answer: { status: number; headers: Headers; body: unknown },
) {
  expect(
    spec.validateResponse(operationId, answer),
    `${operationId} ${answer.status} ${JSON.stringify(answer.body)}`,
  ).toEqual([])
}

describe('the Gateway API refuses bad input with the spec’s error, naming the field', () => {
  it('wrong types, bad hex and unknown fields', async () => {
    const cases: [string, unknown, string][] = [
      [
        'buildTransaction',
        { network_identifier: { network: 'localnet' }, actions: 'many', fee_payer: { address: 1 } },
        '/body/actions',
      ],
      [
        'finalizeTransaction',
        {
          network_identifier: { network: 'localnet' },
          unsigned_transaction: 'XYZ',
          signature: { public_key: { hex: '00' }, bytes: '30' },
        },
        '/body/unsigned_transaction',
      ],
      [
        'submitTransaction',
        { network_identifier: { network: 'localnet' }, signed_transaction: 'abc' },
        '/body/signed_transaction',
      ],
      [
        'getTransactionStatus',
        { network_identifier: { network: 'localnet' }, transaction_identifier: { hash: 'AB' } },
        '/body/transaction_identifier/hash',
      ],
      [
        'deriveToken',
        { network_identifier: { network: 'localnet' }, public_key: { hex: '02' }, symbol: 'x', extra: true },
        '/body/extra',
      ],
    ]
    for (const [operationId, body, path] of cases) {
      const operation = gatewaySpec.operation(operationId)
      const answer = await call('POST', operation.path, JSON.stringify(body))
      expect(answer.status, operationId).toBe(400)
      expect(answer.body.details.type).toBe('InvalidRequestError')
      expect(
        answer.body.details.validation_errors.map((error: { path: string }) => error.path),
        operationId,
      ).toContain(path)
      conforms(gatewaySpec, operationId, answer)
    }
  })

  it('malformed JSON, a wrong Content-Type, a missing version header, another network', async () => {
    const json = await call('POST', '/transaction/build', '{"network_identifier": ')
    expect(json.status).toBe(400)
    expect(json.body.details.validation_errors[0].path).toBe('/body')
    conforms(gatewaySpec, 'buildTransaction', json)
    const text = await call('POST', '/token/derive', '{}', {
      'content-type': 'text/plain',
      'x-ledger-target-gw-api': '1.0',
    })
    expect(text.body.details.validation_errors.map((error: { path: string }) => error.path)).toContain(
      '/headers/content-type',
    )
    const header = await call('POST', '/token/derive', '{}', { 'content-type': 'application/json' })
    expect(header.body.details.validation_errors.map((error: { path: string }) => error.path)).toContain(
      '/headers/x-ledger-target-gw-api',
    )
    const version = await call(
      'POST',
      '/transaction/status',
      JSON.stringify({
        network_identifier: { network: 'localnet' },
        transaction_identifier: { hash: '00'.repeat(32) },
      }),
      {
        ...gatewayHeaders,
        'x-ledger-target-gw-api': '2.0',
      },
    )
    expect(version.body.details.validation_errors[0].path).toBe('/headers/x-ledger-target-gw-api')
    const network = await call(
      'POST',
      '/transaction/status',
      JSON.stringify({
        network_identifier: { network: 'stokenet' },
        transaction_identifier: { hash: '00'.repeat(32) },
      }),
    )
    expect(network.body.details.type).toBe('NetworkNotSupportedError')
    conforms(gatewaySpec, 'getTransactionStatus', network)
  })

  it('wrong verbs (405 with Allow) and unknown paths (404)', async () => {
    const verb = await call('GET', '/transaction/build')
    expect(verb.status).toBe(405)
    expect(verb.headers.get('allow')).toBe('POST')
    expect(gatewaySpec.validateResponse('wrong-verb', verb)).toEqual([])
    const unknown = await call('POST', '/transaction/cancel', '{}')
    expect(unknown.status).toBe(404)
    expect(gatewaySpec.validateResponse('unknown-path', unknown)).toEqual([])
    const v0Verb = await call('GET', '/v0/state/epoch')
    expect(v0Verb.status).toBe(405)
    expect(v0Spec.validateResponse('wrong-verb', v0Verb)).toEqual([])
    const v0Unknown = await call('POST', '/v0/state/vault', '{}')
    expect(v0Spec.validateResponse('unknown-path', v0Unknown)).toEqual([])
    expect(nodeSpec.validateResponse('unknown-path', await call('GET', '/api/nothing'))).toEqual([])
  })

  it('v0: malformed JSON and schema violations are 400 naming the field', async () => {
    const json = await call('POST', '/v0/transaction/receipt', '{', { 'content-type': 'application/json' })
    expect(json.status).toBe(400)
    expect(json.body.message).toMatch(/^body: not valid JSON/)
    conforms(v0Spec, 'getTransactionReceipt', json)
    const field = await call('POST', '/v0/state/resource', JSON.stringify({ resource_address: 5 }), {
      'content-type': 'application/json',
    })
    expect(field.body.message).toMatch(/^resource_address: /)
    conforms(v0Spec, 'getResource', field)
  })
})

describe('CORS', () => {
  it('answers preflights and exposes the spec headers', async () => {
    const preflight = await fetch(`${sandbox.gatewayUrl}/api/system/modules/api/websockets`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    const ping = await fetch(`${sandbox.nodeUrl}/api/ping`, { headers: { origin: 'https://app.example' } })
    expect(ping.headers.get('access-control-allow-origin')).toBe('*')
    expect(ping.headers.get('access-control-expose-headers')).toContain('X-Closed-Websockets')
  })
})

describe('no input crashes the server', () => {
  it('random bodies to every operation of every interface get a documented answer', async () => {
    const bodies = [
      'null',
      '[]',
      '"x"',
      '1e999',
      '{"__proto__":{"x":1}}',
      JSON.stringify({ network_identifier: { network: 'localnet' }, actions: [{}] }),
      '[[[[[[[[[[]]]]]]]]]]',
      '\u0000',
      '{"a":'.repeat(2000),
    ]
    for (const spec of [gatewaySpec, v0Spec]) {
      for (const operation of spec.operations) {
        for (const body of bodies) {
          const answer = await call(operation.method, operation.path, body)
          expect(answer.status, `${operation.operationId} ${body.slice(0, 20)}`).toBeLessThan(500)
          expect(
            spec.validateResponse(operation.operationId, answer),
            `${operation.operationId} ${body.slice(0, 20)}`,
          ).toEqual([])
        }
      }
    }
    const rpc = await fetch(sandbox.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'ledger.buildTransaction',
        params: [[{ type: 'TokenTransfer' }], 5, {}, 'x'],
      }),
    })
    expect((await rpc.json()).error.code).toBe(-32602)
    expect((await fetch(`${sandbox.nodeUrl}/api/ping`)).status).toBe(200)
  })
})
