import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { createSpecValidator, loadSpec, type OpenApiValidator, type OpenRpcValidator } from '../src/index.js'
import { fixturePaths } from './documents.js'

const api = createSpecValidator({ path: fixturePaths['fixture-openapi'] }) as OpenApiValidator
const rpc = createSpecValidator({ path: fixturePaths['fixture-openrpc'] }) as OpenRpcValidator
const deriveBody = {
  network_identifier: { network: 'localnet' },
  public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' },
  symbol: 'foo',
}
const json = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
const txId = 'a'.repeat(64)

describe('createSpecValidator (OpenAPI)', () => {
  it('lists operations with retry safety and auth', () => {
    expect(api.kind).toBe('openapi')
    expect(api.operations.map((op) => [op.operationId, op.method, op.path, op.retrySafe, op.auth ?? 'none'])).toEqual([
      ['deriveToken', 'POST', '/token/derive', true, 'none'],
      ['finalizeTransaction', 'POST', '/transaction/finalize', { unlessBodyTrue: 'submit' }, 'none'],
      ['getEpoch', 'POST', '/state/epoch', true, 'none'],
      ['getBalance', 'GET', '/accounts/{address}/balance', true, 'none'],
      ['getModules', 'GET', '/api/system/modules', true, 'basic'],
      ['closeWebsockets', 'DELETE', '/api/websockets', false, 'basic'],
    ])
  })

  describe('findOperation', () => {
    it('finds an operation, ignoring the query', () => {
      const found = api.findOperation('post', '/token/derive?x=1')
      expect(found).toMatchObject({ operationId: 'deriveToken', allowed: ['POST'], security: 'none', retrySafe: true })
    })

    it('matches templated paths and extracts their parameters', () => {
      const found = api.findOperation('GET', '/accounts/ddx1abc/balance')
      expect(found).toMatchObject({ operationId: 'getBalance', pathParams: { address: 'ddx1abc' } })
      expect(api.findOperation('GET', '/accounts/a/b/balance')).toEqual({ reason: 'unknown-path' })
    })

    it('says wrong-verb with the allowed methods, or unknown-path', () => {
      expect(api.findOperation('GET', '/token/derive')).toEqual({ reason: 'wrong-verb', allowed: ['POST'] })
      expect(api.findOperation('POST', '/api/websockets')).toEqual({ reason: 'wrong-verb', allowed: ['DELETE'] })
      expect(api.findOperation('GET', '/nothing/here')).toEqual({ reason: 'unknown-path' })
    })
  })

  describe('validateRequest', () => {
    it('accepts a request that follows the spec', () => {
      expect(api.validateRequest('deriveToken', { headers: json, body: deriveBody })).toEqual([])
    })

    it('names each broken field with a plain reason', () => {
      const issues = api.validateRequest('deriveToken', {
        headers: { 'content-type': 'application/json' },
        body: { ...deriveBody, symbol: 'FOO', public_key: {}, extra: 1 },
      })
      expect(issues.map(({ path, message }) => [path, message])).toEqual([
        ['/headers/x-ledger-target-gw-api', 'is required'],
        ['/body/extra', 'is not allowed'],
        ['/body/public_key/hex', 'is required'],
        ['/body/symbol', 'must match pattern "^[a-z0-9]+$"'],
      ])
      expect(issues[3]).toMatchObject({ keyword: 'pattern', value: 'FOO' })
      expect(issues[3]!.schemaPath).toContain('pattern')
    })

    it('checks header values against their schema', () => {
      const issues = api.validateRequest('deriveToken', {
        headers: { 'Content-Type': 'application/json', 'X-Ledger-Target-Gw-Api': '2.0' },
        body: deriveBody,
      })
      expect(issues.map(({ path, message }) => [path, message])).toEqual([
        ['/headers/x-ledger-target-gw-api', 'must be "1.0"'],
      ])
    })

    it('requires the body and a JSON content type', () => {
      expect(api.validateRequest('deriveToken', { headers: json })).toEqual([
        { path: '/body', message: 'is required', keyword: 'required' },
      ])
      expect(
        api.validateRequest('deriveToken', {
          headers: { 'x-ledger-target-gw-api': '1.0', 'content-type': 'text/plain' },
          body: deriveBody,
        }),
      ).toEqual([{ path: '/headers/content-type', message: 'must be application/json', keyword: 'content' }])
      expect(
        api.validateRequest('deriveToken', {
          headers: { ...json, 'content-type': 'application/json; charset=utf-8' },
          body: deriveBody,
        }),
      ).toEqual([])
    })

    it('refuses a body where the operation takes none', () => {
      expect(api.validateRequest('getEpoch', { headers: {}, body: {} })[0]).toMatchObject({
        path: '/body',
        keyword: 'requestBody',
      })
      expect(api.validateRequest('getEpoch', { headers: {} })).toEqual([])
    })

    it('reports missing Basic credentials on restricted operations', () => {
      expect(api.validateRequest('getModules', { headers: {} })).toEqual([
        { path: '/headers/authorization', message: 'is required (HTTP Basic credentials)', keyword: 'security' },
      ])
      expect(api.validateRequest('getModules', { headers: { Authorization: 'Basic YTpi' } })).toEqual([])
    })

    it('reports a discriminated union member by its tag', () => {
      const error = { code: 400, message: 'x', details: { type: 'NoSuchError' } }
      const issues = api.validateResponse('deriveToken', { status: 400, body: error })
      expect(issues.map(({ path, message }) => [path, message])).toEqual([
        ['/body/details/type', '"NoSuchError" is not one of the known values'],
      ])
    })

    it('refuses an unknown operation id with a typed error', () => {
      expect(() => api.validateRequest('nope', {})).toThrowError(InvalidArgumentError)
    })
  })

  describe('validateResponse', () => {
    it('accepts documented answers', () => {
      expect(
        api.validateResponse('deriveToken', { status: 200, body: { token_identifier: { rri: 'foo_dr1x' } } }),
      ).toEqual([])
      expect(api.validateResponse('closeWebsockets', { status: 200, headers: { 'X-Closed-Websockets': '3' } })).toEqual(
        [],
      )
    })

    it('reads header values as text: an integer header schema accepts "30" and refuses "soon"', () => {
      const gateway = createSpecValidator('gateway') as OpenApiValidator
      const body = {
        code: 503,
        message: 'behind',
        details: {
          type: 'NotSyncedUpError',
          request_type: 'build',
          current_sync_delay_seconds: 45,
          max_allowed_sync_delay_seconds: 30,
        },
      }
      const operation = 'buildTransaction'
      expect(gateway.validateResponse(operation, { status: 503, headers: { 'Retry-After': '30' }, body })).toEqual([])
      const issues = gateway.validateResponse(operation, { status: 503, headers: { 'Retry-After': 'soon' }, body })
      expect(issues.map(({ path }) => path)).toEqual(['/headers/retry-after'])
    })

    it('says when a status is not documented', () => {
      expect(api.validateResponse('deriveToken', { status: 418, body: {} })).toEqual([
        {
          path: '/status',
          message: 'HTTP 418 is not documented for deriveToken (documented: 200, 400)',
          keyword: 'status',
          value: 418,
        },
      ])
    })

    it('checks required headers and empty bodies', () => {
      const issues = api.validateResponse('closeWebsockets', { status: 200, headers: {}, body: { closed: 1 } })
      expect(issues.map(({ path }) => path)).toEqual(['/headers/x-closed-websockets', '/body'])
      expect(
        api.validateResponse('getModules', { status: 401, headers: {}, body: { code: 401, message: 'no' } }),
      ).toEqual([{ path: '/headers/www-authenticate', message: 'is required', keyword: 'required' }])
    })

    it('requires a body where the spec documents content', () => {
      expect(api.validateResponse('getEpoch', { status: 200 })).toEqual([
        { path: '/body', message: 'is required', keyword: 'required' },
      ])
      expect(api.validateResponse('getEpoch', { status: 200, body: { epoch: -1 } })[0]).toMatchObject({
        path: '/body/epoch',
        message: 'must be >= 0',
      })
    })

    it('checks the convention answers for wrong verbs and unknown paths', () => {
      const body = { code: 405, message: 'GET is not allowed' }
      expect(api.validateResponse('wrong-verb', { status: 405, headers: { allow: 'POST' }, body })).toEqual([])
      expect(api.validateResponse('wrong-verb', { status: 400, headers: {}, body }).map((i) => i.path)).toEqual([
        '/status',
        '/headers/allow',
      ])
      expect(
        api.validateResponse('unknown-path', { status: 404, body: { code: 404, message: 'no such path' } }),
      ).toEqual([])
      expect(api.conventionAnswer('wrong-verb')).toMatchObject({ status: 405, headerNames: ['allow'] })
    })
  })

  it('gives the examples of an operation', () => {
    const examples = api.examples('deriveToken')
    expect(examples.request).toEqual([{ name: 'foo', summary: 'The token foo of account 0', value: deriveBody }])
    expect(Object.keys(examples.responses)).toEqual(['200', '400'])
    expect(examples.parameters).toEqual([
      { name: 'X-Ledger-Target-Gw-Api', in: 'header', examples: [{ name: 'example', value: '1.0' }] },
    ])
  })

  it('validates any schema by pointer', () => {
    expect(api.validateSchema('#/components/schemas/Amount', '007')[0]!.message).toBe(
      'must match pattern "^(0|[1-9][0-9]*)$"',
    )
    expect(api.validateSchema('/components/schemas/Amount', '7')).toEqual([])
  })
})

describe('createSpecValidator (OpenRPC)', () => {
  it('reads the methods and the RPC path', () => {
    expect(rpc.kind).toBe('openrpc')
    expect(rpc.rpcPath).toBe('/rpc')
    expect(
      rpc.methods.map((m) => [m.name, m.retrySafe, m.params.map((p) => p.name), m.errors.map((e) => e.code)]),
    ).toEqual([
      ['ledger.buildTransaction', true, ['actions', 'feePayer'], [-32602, 1301]],
      ['ledger.statusOfTransaction', true, ['txID'], [-32602, 2523]],
    ])
  })

  it('validates positional params, naming the position', () => {
    expect(rpc.validateRpcParams('ledger.statusOfTransaction', [txId])).toEqual([])
    expect(rpc.validateRpcParams('ledger.statusOfTransaction', []).map((i) => [i.path, i.message])).toEqual([
      ['/params/0', 'is required (txID)'],
    ])
    expect(rpc.validateRpcParams('ledger.statusOfTransaction', ['XYZ', 1]).map((i) => i.path)).toEqual([
      '/params/1',
      '/params/0',
    ])
    expect(rpc.validateRpcParams('ledger.statusOfTransaction', { txID: txId })[0]).toMatchObject({
      path: '/params',
      keyword: 'paramStructure',
    })
    const transfer = { type: 'TokenTransfer', from: 'a', to: 'b', amount: '01', tokenIdentifier: 'xrd' }
    expect(
      rpc.validateRpcParams('ledger.buildTransaction', [[transfer], 'ddx1zz']).map((i) => [i.path, i.message]),
    ).toEqual([['/params/0/0/amount', 'must match pattern "^(0|[1-9][0-9]*)$"']])
  })

  it('validates results and declared error codes', () => {
    expect(rpc.validateRpcResult('ledger.statusOfTransaction', { txID: txId, status: 'PENDING' })).toEqual([])
    expect(rpc.validateRpcResult('ledger.statusOfTransaction', { txID: txId, status: 'LOST' })[0]).toMatchObject({
      path: '/result/status',
    })
    expect(rpc.validateRpcError('ledger.statusOfTransaction', { code: 2523, message: 'unknown txID' })).toEqual([])
    expect(rpc.validateRpcError('ledger.statusOfTransaction', { code: -32601, message: 'Method not found' })).toEqual(
      [],
    )
    expect(rpc.validateRpcError('ledger.statusOfTransaction', { code: 1301, message: 'x' })).toEqual([
      {
        path: '/error/code',
        message: 'is not an error ledger.statusOfTransaction declares (declared: -32602, 2523)',
        keyword: 'errors',
        value: 1301,
      },
    ])
    expect(rpc.validateRpcError('ledger.statusOfTransaction', { code: 'x' }).map((i) => i.path)).toEqual([
      '/error/code',
      '/error/message',
    ])
  })

  it('checks the JSON-RPC envelope', () => {
    expect(rpc.validateRpcEnvelope({ jsonrpc: '2.0', id: 1, method: 'm', params: [] })).toEqual([])
    expect(rpc.validateRpcEnvelope({ jsonrpc: '1.0', id: {}, method: 3, params: 'x' }).map((i) => i.path)).toEqual([
      '/jsonrpc',
      '/method',
      '/params',
      '/id',
    ])
  })

  it('gives example pairings with params in position', () => {
    expect(rpc.examples('ledger.statusOfTransaction')).toEqual([
      {
        name: 'pending',
        params: ['a000000000000000000000000000000000000000000000000000000000000000'],
        result: { txID: 'a000000000000000000000000000000000000000000000000000000000000000', status: 'PENDING' },
      },
    ])
  })
})

describe('createSpecValidator (sources)', () => {
  it('caches validators of the named specs', () => {
    expect(createSpecValidator('node-rest')).toBe(createSpecValidator('node-rest'))
  })

  it('takes a parsed document', () => {
    const validator = createSpecValidator({ document: loadSpec(fixturePaths['fixture-openapi']), id: 'mine' })
    expect(() => validator.kind === 'openapi' && validator.operation('nope')).toThrowError(
      /nope is not an operation of mine/,
    )
  })

  it('refuses a document that is neither OpenAPI 3.0/3.1 nor OpenRPC, naming the file, the pointer and the fix', () => {
    expect(() => createSpecValidator({ document: { swagger: '2.0' }, id: 'old' })).toThrowError(
      expect.objectContaining({
        code: 'SPEC_INVALID',
        file: 'old',
        pointer: '/swagger',
        fix: expect.stringMatching(/convert it to OpenAPI 3/),
      }),
    )
    expect(() => createSpecValidator({ document: { openapi: '2.9.0' }, id: 'odd' })).toThrowError(
      /odd#\/openapi: an OpenAPI document must say `openapi: 3.0.x` or `openapi: 3.1.x`/,
    )
  })

  it('finds a malformed schema in compileAll (the meta-schema check)', () => {
    const document = {
      openapi: '3.1.0',
      paths: { '/x': { post: { operationId: 'x', responses: { '200': { description: 'ok' } } } } },
      components: { schemas: { Broken: { type: 'strin' } } },
    }
    const validator = createSpecValidator({ document, id: 'malformed' })
    expect(() => validator.compileAll()).toThrowError(
      expect.objectContaining({
        code: 'SPEC_INVALID',
        file: 'malformed',
        pointer: '/components/schemas/Broken/type',
        rule: expect.stringMatching(/^the schema is not valid JSON Schema 2020-12: here it must be/),
      }),
    )
  })

  it('names the schema that does not compile', () => {
    const document = {
      openapi: '3.1.0',
      paths: {
        '/x': {
          post: {
            operationId: 'x',
            requestBody: { content: { 'application/json': { schema: { type: 'object', propertiez: {} } } } },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    }
    const validator = createSpecValidator({ document, id: 'typo' })
    const typo = expect.objectContaining({
      code: 'SPEC_INVALID',
      pointer: '/paths/~1x/post/requestBody/content/application~1json/schema',
      rule: '"propertiez" is not a keyword of JSON Schema 2020-12 (the schemas of OpenAPI 3.1 and OpenRPC)',
      fix: 'correct its spelling, or remove it or name it `x-propertiez` (in an overlay if the file is not yours)',
    })
    expect(() => validator.compileAll()).toThrowError(typo)
    expect(() => (validator as OpenApiValidator).validateRequest('x', { body: {} })).toThrowError(typo)
  })
})
