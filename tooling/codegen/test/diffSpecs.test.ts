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
        operationId: 'ListPets',
        message: '[Added] function listPets (POST /pets/list)',
      }),
    )
    const described = shop()
    described.paths['/pets/get'].post.description = 'Gets a pet.'
    expect(diffSpecs(shop(), described)).toMatchObject({
      bump: 'patch',
      changes: [expect.objectContaining({ kind: 'documentation' })],
    })
    expect(diffSpecs(shop(), shop())).toEqual({ bump: 'none', changes: [] })
  })

  it("adds the package's view: a renamed operation or schema removes an exported name (breaking)", () => {
    const renamed = shop()
    renamed.paths['/pets/get'].post.operationId = 'FetchPet'
    const { bump, changes } = diffSpecs(shop(), renamed)
    expect(bump).toBe('major')
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'breaking', message: '[Removed] function getPet (POST /pets/get)' }),
    )
    const removedEnum = shop()
    removedEnum.components.schemas.Pet.properties.kind.enum = ['cat']
    expect(diffSpecs(shop(), removedEnum).bump).toBe('major')
  })

  it('prints the bump, then each kind with its changes and pointers', () => {
    const renamed = shop()
    renamed.paths['/pets/get'].post.operationId = 'FetchPet'
    const text = formatDiff(diffSpecs(shop(), renamed))
    expect(text.split('\n')[0]).toMatch(/^bump: major \(\d+ changes\)$/)
    expect(text).toContain('breaking (')
    expect(text).toContain('      at /paths/~1pets~1get/post')
    expect(bumpOf([])).toBe('none')
  })
})
