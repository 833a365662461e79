import { describe, expect, it } from 'vitest'
import { createSpecValidator, normalizeSpec, type OpenApiValidator, SpecError } from '../src/index.js'

/** An OpenAPI 3.0 document as owners publish them: nullable, allOf discriminators, no operationIds. */
const published = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets/{id}': {
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/PetRequest' } } } },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      PetKind: { type: 'string', enum: ['Cat', 'Dog'] },
      Pet: {
        type: 'object',
        required: ['kind', 'name'],
        properties: {
          kind: { $ref: '#/components/schemas/PetKind' },
          name: { type: 'string', nullable: true },
          id: { type: 'string', readOnly: true },
        },
        discriminator: {
          propertyName: 'kind',
          mapping: { Cat: '#/components/schemas/Cat', Dog: '#/components/schemas/Dog' },
        },
      },
      Cat: {
        allOf: [
          { $ref: '#/components/schemas/Pet' },
          { type: 'object', properties: { lives: { type: 'integer', minimum: 0, exclusiveMinimum: true } } },
        ],
      },
      Dog: {
        allOf: [
          { $ref: '#/components/schemas/Pet' },
          {
            type: 'object',
            properties: { owner: { $ref: '#/components/schemas/Owner', nullable: true, type: 'number' } },
          },
        ],
      },
      Owner: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      PetRequest: { type: 'object', required: ['pet'], properties: { pet: { $ref: '#/components/schemas/Pet' } } },
    },
  },
}

describe('normalizeSpec', () => {
  const document = normalizeSpec(published, { file: 'pets.yaml' })

  it('reads OpenAPI 3.0 in the words of 3.1, with the same meaning', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document['x-ledgernet-openapi']).toBe('3.0.3')
    const { Cat, Dog } = document.components.schemas
    expect(Cat.allOf[0].properties.lives).toEqual({ type: 'integer', exclusiveMinimum: 0 })
    // 3.0 ignores a $ref's siblings, except nullable, which makes the reference nullable.
    expect(Dog.allOf[0].properties.owner).toEqual({ anyOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }] })
    expect(Cat.properties.name).toEqual({ type: ['string', 'null'] })
    expect(published.components.schemas.Pet.properties.name).toEqual({ type: 'string', nullable: true })
  })

  it('writes an allOf discriminator as a oneOf of its variants, each fixing and requiring its tag', () => {
    const { Pet, Cat } = document.components.schemas
    expect(Pet).toEqual({
      oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
      discriminator: {
        propertyName: 'kind',
        mapping: { Cat: '#/components/schemas/Cat', Dog: '#/components/schemas/Dog' },
      },
    })
    expect(Cat.properties.kind).toEqual({ type: 'string', const: 'Cat' })
    expect(Cat.required).toEqual(['kind', 'name'])
    expect(Cat.allOf).toEqual([{ type: 'object', properties: { lives: { type: 'integer', exclusiveMinimum: 0 } } }])
  })

  it('names operations without operationId after their method and path, and is idempotent', () => {
    const operation = document.paths['/pets/{id}'].post
    expect(operation.operationId).toBe('postPetsById')
    expect(operation['x-ledgernet-derived-operation-id']).toBe(true)
    expect(normalizeSpec(document)).toEqual(document)
  })

  it('gives validators that accept null exactly where the spec says nullable, and tell the variants apart', () => {
    const validator = createSpecValidator({ document: published, id: 'pets' }) as OpenApiValidator
    const answer = (body: unknown) => validator.validateResponse('postPetsById', { status: 200, body })
    expect(answer({ kind: 'Cat', name: null, lives: 9 })).toEqual([])
    expect(answer({ kind: 'Dog', name: 'Rex', owner: null })).toEqual([])
    expect(answer({ kind: 'Cat', name: 'Tom', lives: 0 })).toEqual([
      expect.objectContaining({ path: '/body/lives', message: 'must be > 0' }),
    ])
    expect(answer({ kind: 'Bird', name: 'Tweety' })).toEqual([
      expect.objectContaining({ path: '/body/kind', message: '"Bird" is not one of the known values' }),
    ])
    expect(answer({ kind: 'Dog', name: 'Rex', owner: 3 }).length).toBeGreaterThan(0)
    // readOnly: answered, never sent.
    expect(answer({ kind: 'Dog', name: 'Rex', id: 'p1' })).toEqual([])
    const request = (pet: unknown) =>
      validator.validateRequest('postPetsById', { headers: { 'content-type': 'application/json' }, body: { pet } })
    expect(request({ kind: 'Dog', name: 'Rex' })).toEqual([])
    expect(request({ kind: 'Dog', name: 'Rex', id: 'p1' })).toEqual([
      expect.objectContaining({ path: '/body/pet/id', message: 'is not allowed' }),
    ])
  })

  it('refuses a discriminator without propertyName, naming the place and the fix', () => {
    const broken = structuredClone(published) as any
    delete broken.components.schemas.Pet.discriminator.propertyName
    expect(() => normalizeSpec(broken, { file: 'pets.yaml' })).toThrowError(SpecError)
    expect(() => normalizeSpec(broken, { file: 'pets.yaml' })).toThrowError(
      expect.objectContaining({ file: 'pets.yaml', pointer: '/components/schemas/Pet/discriminator' }),
    )
  })
})
