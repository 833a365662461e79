import { describe, expect, it } from 'vitest'
import { bumpOf, diffSpecs, formatDiff } from '../src/index.js'

/** A small OpenAPI 3.0 document, as owners publish them, to change one thing at a time. */
function shop() {
  return {
    openapi: '3.0.3',
    info: { title: 'Shop', version: '1' },
    paths: {
      '/pets/get': {
        post: {
          operationId: 'GetPet',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id'],
                  properties: { id: { type: 'string' }, with_owner: { type: 'boolean' } },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'A pet.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          required: ['id', 'kind'],
          properties: {
            id: { type: 'string' },
            kind: { type: 'string', enum: ['cat', 'dog'] },
            name: { type: 'string', nullable: true },
          },
        },
      },
    },
  } as Record<string, any>
}

describe('diffSpecs: what a spec change means for a client and the bump it needs', () => {
  it('tells requests from responses: a removed answer field or a new required request field is breaking', () => {
    const removedField = shop()
    delete removedField.components.schemas.Pet.properties.name
    const required = shop()
    required.paths['/pets/get'].post.requestBody.content['application/json'].schema.required.push('with_owner')
    for (const after of [removedField, required]) {
      const { bump, changes } = diffSpecs(shop(), after)
      expect(bump).toBe('major')
      expect(changes.find((change) => change.kind === 'breaking')).toMatchObject({ operationId: 'GetPet' })
    }
  })

  it('a new optional request field or a new operation is additive; a description is documentation; nothing is none', () => {
    const optional = shop()
    optional.paths['/pets/get'].post.requestBody.content['application/json'].schema.properties.limit = {
      type: 'integer',
    }
    expect(diffSpecs(shop(), optional).bump).toBe('minor')
    const operation = shop()
    operation.paths['/pets/list'] = { post: { operationId: 'ListPets', responses: { '200': { description: 'ok' } } } }
    const added = diffSpecs(shop(), operation)
    expect(added.bump).toBe('minor')
    expect(added.changes).toContainEqual(
      expect.objectContaining({
        kind: 'additive',
        rule: 'operation-added',
        operationId: 'ListPets',
        message: 'POST /pets/list added (function listPets)',
      }),
    )
    const described = shop()
    described.paths['/pets/get'].post.description = 'Gets a pet.'
    expect(diffSpecs(shop(), described)).toMatchObject({
      bump: 'patch',
      changes: [expect.objectContaining({ kind: 'documentation', rule: 'text-changed' })],
    })
    expect(diffSpecs(shop(), shop())).toEqual({ bump: 'none', changes: [] })
  })

  it("adds the package's view: a renamed operation or schema removes an exported name (breaking)", () => {
    const renamed = shop()
    renamed.paths['/pets/get'].post.operationId = 'FetchPet'
    const { bump, changes } = diffSpecs(shop(), renamed)
    expect(bump).toBe('major')
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'breaking',
        rule: 'function-renamed',
        message: 'function getPet is now fetchPet',
      }),
    )
    const widenedEnum = shop()
    widenedEnum.components.schemas.Pet.properties.kind.enum = ['cat', 'dog', 'bird']
    expect(diffSpecs(shop(), widenedEnum).changes).toEqual([
      expect.objectContaining({
        kind: 'breaking',
        rule: 'response-enum-widened',
        pointer: '/components/schemas/Pet/properties/kind',
      }),
    ])
    const renamedSchema = shop()
    renamedSchema.components.schemas.Animal = renamedSchema.components.schemas.Pet
    delete renamedSchema.components.schemas.Pet
    renamedSchema.paths['/pets/get'].post.responses['200'].content['application/json'].schema.$ref =
      '#/components/schemas/Animal'
    expect(diffSpecs(shop(), renamedSchema)).toMatchObject({ bump: 'major' })
    expect(diffSpecs(shop(), renamedSchema).changes.map((change) => change.rule)).toEqual(
      expect.arrayContaining(['schema-added', 'schema-removed']),
    )
  })

  it('is not major for what no request or decoding notices: a field made required, nullable in the other form, a schema moved into components', () => {
    const required = shop()
    required.components.schemas.Pet.required.push('name')
    expect(diffSpecs(shop(), required)).toMatchObject({
      bump: 'minor',
      changes: [{ rule: 'response-property-made-required', pointer: '/components/schemas/Pet/properties/name' }],
    })
    const openapi31 = shop()
    openapi31.openapi = '3.1.0'
    openapi31.components.schemas.Pet.properties.name = { type: ['string', 'null'] }
    expect(diffSpecs(shop(), openapi31).bump).toBe('patch')
    const anyOf = shop()
    anyOf.components.schemas.Pet.properties.name = { anyOf: [{ type: 'string' }, { type: 'null' }] }
    expect(diffSpecs(shop(), anyOf).changes.every((change) => change.kind === 'documentation')).toBe(true)
    const moved = shop()
    const body = moved.paths['/pets/get'].post.requestBody.content['application/json']
    moved.components.schemas.GetPetRequest = body.schema
    body.schema = { $ref: '#/components/schemas/GetPetRequest' }
    expect(diffSpecs(shop(), moved).bump).toBe('minor')
    expect(diffSpecs(shop(), moved).changes.map((change) => `${change.kind} ${change.rule}`)).toEqual([
      'additive schema-added',
      'documentation text-changed',
    ])
  })

  it('reads answers and requests the other way round: null where there was none breaks an answer, not a request', () => {
    const nullableAnswer = shop()
    nullableAnswer.components.schemas.Pet.properties.id = { type: 'string', nullable: true }
    expect(diffSpecs(shop(), nullableAnswer).changes).toEqual([
      expect.objectContaining({ rule: 'response-type-widened', kind: 'breaking' }),
    ])
    const nullableRequest = shop()
    nullableRequest.paths['/pets/get'].post.requestBody.content['application/json'].schema.properties.id = {
      type: 'string',
      nullable: true,
    }
    expect(diffSpecs(shop(), nullableRequest).changes).toEqual([
      expect.objectContaining({ rule: 'request-type-widened', kind: 'additive', operationId: 'GetPet' }),
    ])
  })

  it("calls a field added to an answer that allowed no other fields breaking: an existing client's validator refuses it", () => {
    const closed = shop()
    closed.components.schemas.Pet.additionalProperties = false
    const added = structuredClone(closed)
    added.components.schemas.Pet.properties.age = { type: 'integer' }
    expect(
      diffSpecs(closed, added)
        .changes.map((change) => `${change.kind} ${change.rule}`)
        .sort(),
    ).toEqual(['additive response-property-added', 'breaking response-object-opened'])
    const open = shop()
    open.components.schemas.Pet.properties.age = { type: 'integer' }
    expect(diffSpecs(shop(), open).bump).toBe('minor')
  })

  it('prints the bump, then each kind with its changes and pointers', () => {
    const renamed = shop()
    renamed.paths['/pets/get'].post.operationId = 'FetchPet'
    const text = formatDiff(diffSpecs(shop(), renamed))
    expect(text.split('\n')[0]).toMatch(/^bump: major \(\d+ changes?\)$/)
    expect(text).toContain('breaking (')
    expect(text).toContain('getPet is now fetchPet [function-renamed]')
    expect(text).toContain('      at /paths/~1pets~1get/post/operationId')
    expect(bumpOf([])).toBe('none')
  })
})

/** A small OpenRPC document: a by-position and a by-name method. */
function node() {
  return {
    openrpc: '1.2.6',
    info: { title: 'Node', version: '1' },
    methods: [
      {
        name: 'get_balance',
        params: [
          { name: 'address', required: true, schema: { type: 'string' } },
          { name: 'block', schema: { type: 'string' } },
        ],
        result: { name: 'balance', schema: { type: 'string' } },
        errors: [{ code: -32001, message: 'unknown address' }],
      },
      {
        name: 'send',
        paramStructure: 'by-name',
        params: [
          { name: 'to', required: true, schema: { type: 'string' } },
          { name: 'amount', required: true, schema: { $ref: '#/components/schemas/Amount' } },
        ],
        result: { name: 'hash', schema: { type: 'string' } },
      },
    ],
    components: { schemas: { Amount: { type: 'string', pattern: '^[0-9]+$' } } },
  } as Record<string, any>
}

describe('diffSpecs on OpenRPC: methods by name, params by their structure', () => {
  it('matches methods by name, not by their place in the list', () => {
    const reordered = node()
    reordered.methods.reverse()
    expect(diffSpecs(node(), reordered)).toEqual({ bump: 'none', changes: [] })
  })

  it('a by-position param moved or a required param added breaks; by-name order is free; an optional param last is minor', () => {
    const swapped = node()
    swapped.methods[0].params.reverse()
    expect(diffSpecs(node(), swapped).changes.map((change) => change.rule)).toContain('param-order-changed')
    const byName = node()
    byName.methods[1].params.reverse()
    expect(diffSpecs(node(), byName).changes.map((change) => change.kind)).not.toContain('breaking')
    const required = node()
    required.methods[1].params.push({ name: 'memo', required: true, schema: { type: 'string' } })
    expect(diffSpecs(node(), required)).toMatchObject({
      bump: 'major',
      changes: [{ rule: 'param-added-required', operationId: 'send' }],
    })
    const renamed = node()
    renamed.methods[0].params[1].name = 'blockTag'
    expect(diffSpecs(node(), renamed)).toMatchObject({ bump: 'patch', changes: [{ rule: 'param-renamed' }] })
    const renamedByName = node()
    renamedByName.methods[1].params[0].name = 'recipient'
    expect(diffSpecs(node(), renamedByName).bump).toBe('major')
    const optional = node()
    optional.methods[0].params.push({ name: 'verbose', schema: { type: 'boolean' } })
    expect(diffSpecs(node(), optional)).toMatchObject({ bump: 'minor', changes: [{ rule: 'param-added-optional' }] })
  })

  it('compares params, results and errors by what they say: a narrowed param or a widened result breaks, a new error code does not', () => {
    const narrowed = node()
    narrowed.components.schemas.Amount.maxLength = 30
    expect(diffSpecs(node(), narrowed).changes).toEqual([
      expect.objectContaining({ rule: 'request-constraint-tightened', pointer: '/components/schemas/Amount' }),
    ])
    const widened = node()
    widened.methods[0].result.schema = { type: ['string', 'null'] }
    expect(diffSpecs(node(), widened)).toMatchObject({ bump: 'major', changes: [{ rule: 'response-type-widened' }] })
    const error = node()
    error.methods[1].errors = [{ code: -32002, message: 'insufficient funds' }]
    expect(diffSpecs(node(), error)).toMatchObject({
      bump: 'minor',
      changes: [{ rule: 'error-added', operationId: 'send' }],
    })
  })

  it('calls an inline schema moved into components no wire change, and a by-position/by-name switch breaking', () => {
    const moved = node()
    moved.components.schemas.Address = { type: 'string' }
    moved.methods[0].params[0].schema = { $ref: '#/components/schemas/Address' }
    expect(diffSpecs(node(), moved).changes.map((change) => `${change.kind} ${change.rule}`)).toEqual([
      'additive schema-added',
      'documentation text-changed',
    ])
    const structure = node()
    structure.methods[0].paramStructure = 'by-name'
    expect(diffSpecs(node(), structure).changes.map((change) => change.rule)).toEqual(['param-structure-changed'])
  })
})
