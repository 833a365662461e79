import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleSpec, normalizeSpec, repairSpec, type SpecWarning } from '../src/index.js'

const dir = mkdtempSync(join(tmpdir(), 'ledgernet-bundle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const write = (path: string, value: unknown) => {
  mkdirSync(join(dir, path, '..'), { recursive: true })
  writeFileSync(join(dir, path), JSON.stringify(value))
}

describe('bundleSpec', () => {
  it('brings path items in place and lifts schemas from other files into components under their names', () => {
    write('types/primitive.json', { Uint64: { type: 'string', pattern: '^[0-9]+$' } })
    write('apis/genesis.json', {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '../types/primitive.json#/Uint64' } } } },
          '400': { $ref: '../api.json#/components/responses/Bad' },
        },
      },
    })
    write('api.json', {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/genesis': { $ref: './apis/genesis.json' } },
      components: { responses: { Bad: { description: 'bad' } } },
    })
    const { document } = bundleSpec(join(dir, 'api.json'))
    expect(document.paths['/genesis'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Uint64',
    })
    expect(document.paths['/genesis'].get.responses['400']).toEqual({ $ref: '#/components/responses/Bad' })
    expect(document.components.schemas.Uint64).toEqual({ type: 'string', pattern: '^[0-9]+$' })
  })

  it('joins OpenRPC documents; leniently, a reference written from another root is found by its name, with a warning', () => {
    write('rpc/main.json', {
      openrpc: '1.2.6',
      info: { title: 'n', version: '1' },
      methods: [{ name: 'a_get', params: [], result: { name: 'r', schema: { $ref: '#/components/schemas/FELT' } } }],
      components: { schemas: { FELT: { type: 'string' } } },
    })
    write('rpc/trace.json', {
      openrpc: '1.2.6',
      info: { title: 't', version: '1' },
      methods: [
        {
          name: 'a_trace',
          params: [],
          result: { name: 'r', schema: { $ref: './api/main.json#/components/schemas/FELT' } },
        },
      ],
    })
    const warnings: SpecWarning[] = []
    const { document } = bundleSpec([join(dir, 'rpc/main.json'), join(dir, 'rpc/trace.json')], {
      lenient: true,
      label: (path) => path.slice(dir.length + 1),
      warn: (warning) => warnings.push(warning),
    })
    expect(document.methods.map((method: { name: string }) => method.name)).toEqual(['a_get', 'a_trace'])
    expect(document.methods[1].result.schema).toEqual({ $ref: '#/components/schemas/FELT' })
    expect(warnings).toEqual([
      expect.objectContaining({
        file: 'rpc/trace.json',
        pointer: '/methods/1/result/schema/$ref',
        action: 'read rpc/main.json, the file of that name beside the spec',
      }),
    ])
    expect(() => bundleSpec([join(dir, 'rpc/main.json'), join(dir, 'rpc/trace.json')])).toThrow(
      'does not resolve (no such file)',
    )
  })
})

describe('repairSpec', () => {
  it('turns a published document’s typos, invalid types and broken references into warnings naming file, pointer, rule and action', () => {
    const warnings: SpecWarning[] = []
    const repaired = repairSpec(
      {
        openrpc: '1.2.6',
        methods: [],
        components: {
          schemas: {
            A: {
              type: 'object',
              descritpion: 'x',
              properties: { id: { type: 'ObjectModuleId' }, b: { $ref: '#/components/schemas/Gone' } },
            },
            T: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] },
          },
        },
      },
      { file: 'node.json', warn: (warning) => warnings.push(warning) },
    )
    expect(repaired.components.schemas.A).toEqual({ type: 'object', properties: { id: {}, b: {} } })
    expect(repaired.components.schemas.T).toEqual({
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'integer' }],
    })
    expect(warnings.map((w) => `${w.file}#${w.pointer}: ${w.rule} — ${w.action}`)).toEqual([
      'node.json#/components/schemas/A/descritpion: unknown keyword "descritpion" (not JSON Schema or OpenAPI) — ignored',
      'node.json#/components/schemas/A/properties/id/type: type "ObjectModuleId" is not a JSON type — the type is not checked',
      'node.json#/components/schemas/A/properties/b/$ref: $ref #/components/schemas/Gone resolves to nothing in the document — taken as a schema that accepts anything',
      'node.json#/components/schemas/T/items: `items` is a list (the tuple form of JSON Schema draft 4–7) — read as `prefixItems`',
    ])
  })

  it('reads what owners publish around components: refs into operations, Swagger-2 sections, extensions and parameters; OpenRPC values without a schema', () => {
    const warnings: SpecWarning[] = []
    const answer = {
      type: 'object',
      properties: { cors: { type: 'object', properties: { origin: { type: 'string' } } } },
    }
    const repaired = repairSpec(
      {
        openapi: '3.0.3',
        paths: {
          '/apps': { get: { responses: { '200': { content: { 'application/json': { schema: answer } } } } } },
          '/sites': {
            get: {
              parameters: [{ name: 'page', in: 'query', schema: { $ref: '#/components/parameters/Page' } }],
              responses: {
                '200': {
                  content: {
                    'application/json': {
                      schema: {
                        properties: {
                          cors: {
                            $ref: '#/paths/~1apps/get/responses/200/content/application~1json/schema/properties/cors',
                          },
                          query: { $ref: '#/components/definitions/Query' },
                          meta: { $ref: '#/components/x-metadata' },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        components: {
          parameters: { Page: { name: 'page', in: 'query', schema: { type: 'integer' } } },
          definitions: { Query: { type: 'object' } },
          'x-metadata': { type: 'object', properties: { total: { type: 'integer' } } },
        },
      },
      { file: 'api.json', warn: (warning) => warnings.push(warning) },
    )
    const sites = repaired.paths['/sites'].get
    expect(sites.responses['200'].content['application/json'].schema.properties).toEqual({
      cors: { $ref: '#/components/schemas/cors' },
      query: { $ref: '#/components/schemas/Query' },
      meta: { $ref: '#/components/schemas/metadata' },
    })
    expect(repaired.components.schemas).toEqual({
      cors: answer.properties.cors,
      Query: { type: 'object' },
      metadata: { type: 'object', properties: { total: { type: 'integer' } } },
    })
    expect(sites.parameters[0].schema).toEqual({ $ref: '#/components/parameters/Page/schema' })
    expect(warnings.map((w) => w.rule)).toEqual([
      '$ref #/paths/~1apps/get/responses/200/content/application~1json/schema/properties/cors points at a schema inside an operation, not at a component',
      '$ref #/components/definitions/Query points into components/definitions, which is not a section of OpenAPI 3',
      '$ref #/components/x-metadata points into components/x-metadata, which is not a section of OpenAPI 3',
      '$ref #/components/parameters/Page points at a parameter, not at a schema',
    ])

    const rpc: SpecWarning[] = []
    const node = repairSpec(
      { openrpc: '1.2.6', methods: [{ name: 'create', params: [], result: { name: 'null' } }] },
      { file: 'node.json', warn: (warning) => rpc.push(warning) },
    )
    expect(node.methods[0].result).toEqual({ name: 'null', schema: {} })
    expect(rpc).toEqual([
      {
        file: 'node.json',
        pointer: '/methods/0/result',
        rule: 'null has no schema (OpenRPC requires one)',
        action: 'taken as a schema that accepts anything',
      },
    ])
  })

  it('leniently renames an operationId that cannot name a function; strictly a duplicate still stops', () => {
    const warnings: SpecWarning[] = []
    const document = normalizeSpec(
      {
        openapi: '3.0.2',
        info: { title: 'b', version: '1' },
        paths: { '/t': { post: { operationId: 'post_token#refresh', responses: { '200': { description: 'ok' } } } } },
      },
      { file: 'box.json', warn: (warning) => warnings.push(warning) },
    )
    expect(document.paths['/t'].post.operationId).toBe('post_token_refresh')
    expect(warnings[0]).toMatchObject({ pointer: '/paths/~1t/post/operationId', action: 'named post_token_refresh' })
  })
})
