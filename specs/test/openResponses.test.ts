import { describe, expect, it } from 'vitest'
import {
  createSpecValidator,
  listMethods,
  listOperations,
  loadSpec,
  type OpenApiValidator,
  type OpenRpcValidator,
  resolveRef,
} from '../src/index.js'

// One rule for the four documents (docs/decisions/007-open-responses-closed-requests.md): a response
// container accepts a field the document does not name, so a server that adds one does not break
// checked clients; a request refuses one; a response field of the wrong type, or a required one
// missing, is still refused.

const unknownField = 'added_by_a_newer_server'

/** Adds `unknownField` to `value` — at its top (an array: to each item) or, with `deep`, to every object inside it. */
function withUnknownField(value: unknown, deep: boolean, top = true): unknown {
  if (Array.isArray(value)) return value.map((item) => withUnknownField(item, deep, top))
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).map(([key, inner]) => [
    key,
    deep ? withUnknownField(inner, deep, false) : inner,
  ])
  return top || deep ? { ...Object.fromEntries(entries), [unknownField]: 'x' } : value
}

/** A JSON value of another type than the schema's own `type`. */
function wrongTypeFor(type: unknown): unknown {
  return type === 'string'
    ? 12345
    : type === 'integer' || type === 'number' || type === 'object' || type === 'array'
      ? 'x'
      : type === 'boolean'
        ? 'yes'
        : undefined
}

const openApi = [
  // Every object of these two documents is response-only: unknown fields are accepted at any depth.
  { name: 'node-rest', deep: true },
  { name: 'gateway-v0', deep: true },
  // The gateway's responses embed value objects shared with requests (amounts, identifiers), which
  // stay closed: only the response containers themselves are open.
  { name: 'gateway', deep: false },
] as const

describe.each(openApi)('responses of $name', ({ name, deep }) => {
  const document = loadSpec(name)
  const validator = createSpecValidator(name) as OpenApiValidator
  const answers = listOperations(document).flatMap((operation) =>
    Object.entries(validator.examples(operation.operationId).responses).flatMap(([status, examples]) =>
      examples.map((example) => ({
        label: `${operation.operationId} ${status} ${example.name}`,
        operation,
        status,
        body: example.value,
      })),
    ),
  )

  it('has answers with bodies to check', () => {
    expect(answers.length).toBeGreaterThan(0)
  })

  it.each(answers.map((answer) => [answer.label, answer] as const))(
    '%s accepts an unknown field',
    (_label, { operation, status, body }) => {
      // Headers are not the point here (a 401 example documents no WWW-Authenticate value).
      const issues = validator.validateResponse(operation.operationId, {
        status: Number(status),
        body: withUnknownField(body, deep),
      })
      expect(
        issues.filter((issue) => issue.path.startsWith('/body')).map((issue) => `${issue.path} ${issue.message}`),
      ).toEqual([])
    },
  )

  it.each(answers.map((answer) => [answer.label, answer] as const))(
    '%s still refuses each required field missing and each typed field of the wrong type',
    (_label, { operation, status, body }) => {
      const response = resolveRef(document, operation.responses.find((answer) => answer.status === status)!.value)
      const schema = resolveRef(document, response.content?.['application/json']?.schema)
      if (!schema?.required || typeof body !== 'object' || body === null || Array.isArray(body)) return
      for (const key of schema.required as string[]) {
        const { [key]: _dropped, ...missing } = body as Record<string, unknown>
        const missingIssues = validator.validateResponse(operation.operationId, {
          status: Number(status),
          body: missing,
        })
        expect(missingIssues).toContainEqual(expect.objectContaining({ path: `/body/${key}`, message: 'is required' }))
        const wrong = wrongTypeFor(resolveRef(document, schema.properties?.[key])?.type)
        if (wrong === undefined) continue
        const wrongIssues = validator.validateResponse(operation.operationId, {
          status: Number(status),
          body: { ...body, [key]: wrong },
        })
        expect(wrongIssues.some((issue) => issue.path.startsWith(`/body/${key}`))).toBe(true)
      }
    },
  )
})

describe.each(['gateway', 'gateway-v0'] as const)('requests of %s', (name) => {
  const validator = createSpecValidator(name) as OpenApiValidator
  const requests = listOperations(loadSpec(name)).flatMap((operation) =>
    validator.examples(operation.operationId).request.map((example) => ({
      label: `${operation.operationId} ${example.name}`,
      operation,
      body: example.value,
    })),
  )

  it.each(requests.map((request) => [request.label, request] as const))(
    '%s refuses an unknown field',
    (_label, { operation, body }) => {
      const headers = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
      expect(validator.validateRequest(operation.operationId, { headers, body })).toEqual([])
      const issues = validator.validateRequest(operation.operationId, { headers, body: withUnknownField(body, false) })
      expect(issues).toContainEqual(
        expect.objectContaining({ path: `/body/${unknownField}`, message: 'is not allowed' }),
      )
    },
  )
})

describe('results of node-rpc', () => {
  const validator = createSpecValidator('node-rpc') as OpenRpcValidator
  const results = listMethods(loadSpec('node-rpc')).flatMap((method) =>
    validator
      .examples(method.name)
      .flatMap((example) =>
        example.result === undefined
          ? []
          : [{ label: `${method.name} ${example.name}`, method: method.name, result: example.result }],
      ),
  )

  it.each(results.map((result) => [result.label, result] as const))(
    '%s accepts an unknown field at its top',
    (_label, { method, result }) => {
      expect(validator.validateRpcResult(method, result)).toEqual([])
      expect(validator.validateRpcResult(method, withUnknownField(result, false))).toEqual([])
    },
  )
})
