import { fileURLToPath } from 'node:url'
import {
  createSpecValidator,
  type Issue,
  loadSpec,
  type OpenApiValidator,
  type OpenRpcValidator,
  requestSchemaRefs,
} from '@ledgernet/specs'
import { describe, expect, it } from 'vitest'
import { precompiledValidators } from './precompiledValidators.js'

const sandboxSpec = fileURLToPath(new URL('../../../../specs/sandbox.openrpc.json', import.meta.url))
const specs = [
  { name: 'gateway', precompiled: precompiledValidators.gateway, compiled: () => createSpecValidator('gateway') },
  { name: 'node-rest', precompiled: precompiledValidators.nodeRest, compiled: () => createSpecValidator('node-rest') },
  { name: 'gateway-v0', precompiled: precompiledValidators.v0, compiled: () => createSpecValidator('gateway-v0') },
  { name: 'node-rpc', precompiled: precompiledValidators.nodeRpc, compiled: () => createSpecValidator('node-rpc') },
  {
    name: 'sandbox',
    precompiled: precompiledValidators.sandbox,
    compiled: () => createSpecValidator({ document: loadSpec(sandboxSpec), id: 'sandbox' }),
  },
] as const

/** Values that break a schema in every way a client can: each field missing, of another type, an extra one. */
function variants(value: unknown): unknown[] {
  const out: unknown[] = [value, null, 7, 'text', [], {}]
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    out.push({ ...record, unexpected: true })
    for (const key of Object.keys(record)) {
      const { [key]: _dropped, ...rest } = record
      out.push(
        rest,
        { ...record, [key]: 12 },
        { ...record, [key]: 'x'.repeat(3000) },
        { ...record, [key]: { nested: [] } },
      )
      for (const inner of variants(record[key]).slice(6, 14)) out.push({ ...record, [key]: inner })
    }
  }
  if (Array.isArray(value))
    for (const [index, item] of value.entries())
      for (const inner of variants(item).slice(0, 10))
        out.push(value.map((entry, at) => (at === index ? inner : entry)))
  return out
}

const shown = (issues: readonly Issue[]) =>
  issues.map(({ path, message, keyword, value }) => ({ path, message, keyword, value }))

describe.each(specs)('the precompiled $name validator', ({ name, precompiled, compiled }) => {
  it('precompiles every request schema of the spec', () => {
    const validator = precompiled()
    // The node REST API takes no request bodies and no header parameters: nothing to precompile.
    expect(requestSchemaRefs(validator.document, name).length > 0).toBe(name !== 'node-rest')
    expect(requestSchemaRefs(validator.document, name)).toEqual(requestSchemaRefs(compiled().document, name))
  })

  it('gives the issues the spec validator gives, for the examples and for broken variants of them', () => {
    const fast = precompiled()
    const reference = compiled()
    let compared = 0
    if (fast.kind === 'openapi') {
      const slow = reference as OpenApiValidator
      for (const operation of fast.operations) {
        const examples = slow.examples(operation.operationId).request.map((example) => example.value)
        const headerSets = [
          {},
          { 'content-type': 'application/json' },
          { 'content-type': 'text/plain', 'x-ledger-target-gw-api': '2.0', authorization: 'Basic x' },
        ]
        for (const headers of headerSets)
          for (const body of [undefined, { any: 'body' }, ...examples.flatMap(variants)]) {
            expect(shown(fast.validateRequest(operation.operationId, { headers, body }))).toEqual(
              shown(slow.validateRequest(operation.operationId, { headers, body })),
            )
            compared += 1
          }
      }
    } else {
      const slow = reference as OpenRpcValidator
      for (const method of fast.methods) {
        for (const example of slow.examples(method.name))
          for (const params of [example.params, ...variants(example.params)]) {
            expect(shown(fast.validateRpcParams(method.name, params))).toEqual(
              shown(slow.validateRpcParams(method.name, params)),
            )
            compared += 1
          }
      }
    }
    expect(compared).toBeGreaterThan(30)
  })

  it('says which schema it lacks rather than checking less', () => {
    const fast = precompiled()
    if (fast.kind === 'openapi')
      expect(() => fast.validateResponse(fast.operations[0]!.operationId, { status: 200, body: {} })).toThrow(
        /was not precompiled/,
      )
    else expect(() => fast.validateRpcResult(fast.methods[0]!.name, {})).toThrow(/was not precompiled/)
  })
})
