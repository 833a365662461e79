import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  createPrecompiledValidator,
  createSpecValidator,
  loadSpec,
  type OpenApiValidator,
  type OpenRpcValidator,
  type PrecompiledSpec,
} from '@ledgernet/specs'
import { afterAll, describe, expect, it } from 'vitest'
import { proseKeywords, stripAnnotations } from '../src/stripAnnotations.js'
import { fixture, generateInto, removeScratch, scratchDir } from './generateInto.js'

const dirs: string[] = []
afterAll(() => dirs.forEach(removeScratch))

async function generated(spec: string): Promise<{ files: Record<string, string>; module: PrecompiledSpec }> {
  const dir = scratchDir()
  dirs.push(dir)
  const files = await generateInto('validators', spec, dir)
  // The generated file is TypeScript with type-only imports: vitest transforms it on import.
  const { precompiledSpec } = (await import(
    pathToFileURL(join(dir, 'generated', 'requestValidators.gen.ts')).href
  )) as {
    precompiledSpec: () => PrecompiledSpec
  }
  const module = precompiledSpec()
  // Built once: the second call answers the same object.
  expect(precompiledSpec()).toBe(module)
  return { files, module }
}

describe('ledgernet-codegen validators', () => {
  it('writes requestValidators.gen.ts: the request schemas precompiled, the document without its prose, the id', async () => {
    const { files, module } = await generated(fixture('ledger.openapi.yaml'))
    expect(Object.keys(files)).toEqual(['requestValidators.gen.ts'])
    expect(files['requestValidators.gen.ts']!.split('\n')[0]).toContain('Do not edit it; run `pnpm generate`.')
    expect(files['requestValidators.gen.ts']).not.toMatch(/from 'ajv/)
    expect(module.id).toBe('ledger')
    const document = loadSpec(fixture('ledger.openapi.yaml'))
    expect(module.document).toEqual(stripAnnotations(document, proseKeywords))
    expect(JSON.stringify(module.document).length).toBeLessThan(JSON.stringify(document).length)
    expect(Object.keys(module.schemas).length).toBeGreaterThan(0)
  })

  it('checks requests exactly as the spec validator does (OpenAPI and OpenRPC)', async () => {
    for (const name of ['ledger.openapi.yaml', 'ledger.openrpc.json']) {
      const { module } = await generated(fixture(name))
      const fast = createPrecompiledValidator(module)
      const slow = createSpecValidator({ path: fixture(name) })
      const broken = (value: unknown) => [value, {}, null, 1, { ...(value as object), extra: 1 }]
      if (fast.kind === 'openapi') {
        for (const operation of fast.operations)
          for (const example of (slow as OpenApiValidator).examples(operation.operationId).request)
            for (const body of broken(example.value)) {
              const request = { headers: { 'content-type': 'application/json' }, body }
              expect(fast.validateRequest(operation.operationId, request)).toEqual(
                (slow as OpenApiValidator).validateRequest(operation.operationId, request),
              )
            }
      } else {
        for (const method of fast.methods)
          for (const example of (slow as OpenRpcValidator).examples(method.name))
            for (const params of [
              example.params,
              ...example.params.map((_, index) =>
                example.params.map((value, at) => (at === index ? { wrong: true } : value)),
              ),
            ])
              expect(fast.validateRpcParams(method.name, params)).toEqual(
                (slow as OpenRpcValidator).validateRpcParams(method.name, params),
              )
      }
    }
  })
})
