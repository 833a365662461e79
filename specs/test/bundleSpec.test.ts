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
