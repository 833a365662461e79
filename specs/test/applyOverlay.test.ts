import { describe, expect, it } from 'vitest'
import { applyOverlay, createSpecValidator, type OpenApiValidator } from '../src/index.js'

const spec = {
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1' },
  paths: {
    '/pets/list': { post: { operationId: 'ListPets', tags: ['pets'], responses: { '200': { description: 'ok' } } } },
    '/pets/get': { post: { operationId: 'GetPet', tags: ['pets'], responses: { '200': { description: 'ok' } } } },
  },
}

describe('applyOverlay (OpenAPI Overlay 1.0)', () => {
  it('merges updates into the nodes a JSONPath selects and removes others, leaving the spec itself unchanged', () => {
    const overlay = {
      overlay: '1.0.0',
      info: { title: 'our extensions', version: '1' },
      actions: [
        { target: "$.paths['/pets/list'].post", update: { 'x-ledgernet-retry-safe': true } },
        { target: '$.paths.*.post.tags', update: 'read' },
        { target: "$.paths['/pets/get']", remove: true },
      ],
    }
    const changed = applyOverlay(spec, overlay, { file: 'shop.overlay.yaml' })
    expect(changed.paths['/pets/list'].post['x-ledgernet-retry-safe']).toBe(true)
    expect(changed.paths['/pets/list'].post.tags).toEqual(['pets', 'read'])
    expect(changed.paths['/pets/get']).toBeUndefined()
    expect(spec.paths['/pets/get']).toBeDefined()
    const validator = createSpecValidator({ document: changed, id: 'shop' }) as OpenApiValidator
    expect(validator.operation('ListPets').retrySafe).toBe(true)
  })

  it('refuses a target that selects nothing, naming the action and what to do (the spec changed under it)', () => {
    const overlay = {
      overlay: '1.0.0',
      actions: [{ target: "$.paths['/pets/gone'].post", update: { 'x-ledgernet-retry-safe': true } }],
    }
    expect(() => applyOverlay(spec, overlay, { file: 'shop.overlay.yaml' })).toThrowError(
      expect.objectContaining({
        code: 'SPEC_INVALID',
        file: 'shop.overlay.yaml',
        pointer: '/actions/0/target',
        rule: "`$.paths['/pets/gone'].post` selects nothing in the spec",
      }),
    )
    expect(() => applyOverlay(spec, { overlay: '1.0.0', actions: [{ target: '$[', update: {} }] })).toThrowError(
      /is not a JSONPath \(RFC 9535\)/,
    )
    expect(() => applyOverlay(spec, { actions: [] })).toThrowError(/an overlay must say `overlay: 1.0.0`/)
  })
})
