import { type OpenRpcValidator, resolvePointer, toPointer } from '@ledgernet/specs'
import type { Issue } from '@ledgernet/transport'
import type { HttpAnswer } from '../exchangeHttp.js'
import { previewValue } from './previewValue.js'
import type { SpecViolation } from './SpecViolation.js'
import { schemaFragmentAt } from './schemaFragmentAt.js'

/**
 * A JSON-RPC answer, checked: the violations found, and the `result` or `error` it carried.
 *
 * @example
 * const { violations, result, error } = checkRpcAnswer(rpc, 'node-rpc', 'ledger.statusOfTransaction', 7, answer)
 */
export type CheckedRpcAnswer = {
  violations: SpecViolation[]
  result?: unknown
  error?: { code?: unknown; message?: unknown; data?: unknown }
}

/**
 * Checks the answer to one JSON-RPC call against an OpenRPC document: HTTP 200 with
 * `application/json`, a JSON-RPC 2.0 response object (`jsonrpc: "2.0"`, the request's `id`,
 * exactly one of `result` and `error`), a result matching the method's result schema, an error
 * object whose code the method declares (or an envelope code). `method` is `undefined` for an
 * answer to a request that named no method of the document. Paths are inside `{ status,
 * headers, body }`, the body being the envelope (`/body/result/status`).
 *
 * @example
 * const checked = checkRpcAnswer(createSpecValidator('node-rpc'), 'node-rpc', 'ledger.buildTransaction', 1, answer)
 */
export function checkRpcAnswer(
  validator: OpenRpcValidator,
  spec: string,
  method: string | undefined,
  requestId: unknown,
  answer: HttpAnswer,
): CheckedRpcAnswer {
  const operation = method ?? '(envelope)'
  const violations: SpecViolation[] = []
  const add = (path: string, message: string, extra: { expected?: unknown; seen?: unknown } = {}) =>
    violations.push({ spec, operation, direction: 'response', path, message, ...extra })
  if (answer.status !== 200)
    add('/status', 'must be 200 (every JSON-RPC answer is HTTP 200)', { expected: [200], seen: answer.status })
  const mediaType = answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json')
    add('/headers/content-type', 'must be application/json', { expected: 'application/json', seen: mediaType ?? null })
  if (answer.notJson || answer.body === undefined) {
    add('/body', answer.notJson ? 'is not JSON' : 'is required (a JSON-RPC response object)', {
      expected: 'a JSON-RPC 2.0 response object',
      seen: answer.text.slice(0, 200),
    })
    return { violations }
  }
  const envelope = answer.body
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
    add('/body', 'must be a JSON-RPC response object', { expected: { type: 'object' }, seen: previewValue(envelope) })
    return { violations }
  }
  const fields = envelope as Record<string, unknown>
  if (fields.jsonrpc !== '2.0')
    add('/body/jsonrpc', 'must be "2.0"', { expected: { const: '2.0' }, seen: fields.jsonrpc })
  const hasResult = Object.hasOwn(fields, 'result')
  const hasError = Object.hasOwn(fields, 'error')
  if (hasResult === hasError)
    add('/body', hasResult ? 'must not carry both result and error' : 'must carry result or error', {
      expected: { oneOf: [{ required: ['result'] }, { required: ['error'] }] },
    })
  // A server that could not read the id (parse error, invalid request) answers with id null.
  if (!Object.is(fields.id, requestId) && !(fields.id === null && hasError))
    add('/body/id', 'must be the id of the request', { expected: { const: requestId }, seen: fields.id ?? null })
  const checked: CheckedRpcAnswer = { violations }
  if (hasResult) {
    checked.result = fields.result
    if (method) {
      const info = validator.method(method)
      const schema = info?.result ? { $ref: `#${toPointer(info.result.schemaTokens)}` } : undefined
      for (const issue of validator.validateRpcResult(method, fields.result))
        violations.push(describe(validator, spec, operation, issue, schema, fields.result, '/result'))
    }
  }
  if (hasError) {
    const error = fields.error
    checked.error = typeof error === 'object' && error !== null ? (error as CheckedRpcAnswer['error']) : {}
    const issues: Issue[] = method ? validator.validateRpcError(method, error) : errorShapeIssues(error)
    for (const issue of issues)
      violations.push({
        spec,
        operation,
        direction: 'response',
        path: `/body${issue.path}`,
        message: issue.message,
        expected:
          issue.path === '/error/code' && method
            ? {
                enum: [
                  -32700,
                  -32600,
                  -32601,
                  ...(validator.method(method)?.errors.map((declared) => declared.code) ?? []),
                ],
              }
            : { type: issue.path === '/error/code' ? 'integer' : 'string' },
        ...(issue.value !== undefined ? { seen: issue.value } : {}),
      })
  }
  return checked
}

function errorShapeIssues(error: unknown): Issue[] {
  if (typeof error !== 'object' || error === null)
    return [{ path: '/error', message: 'must be a JSON-RPC error object', keyword: 'type' }]
  const { code, message } = error as Record<string, unknown>
  const issues: Issue[] = []
  if (!Number.isInteger(code))
    issues.push({ path: '/error/code', message: 'must be integer', keyword: 'type', value: code })
  if (typeof message !== 'string') issues.push({ path: '/error/message', message: 'must be string', keyword: 'type' })
  return issues
}

function describe(
  validator: OpenRpcValidator,
  spec: string,
  operation: string,
  issue: Issue,
  schema: unknown,
  value: unknown,
  prefix: string,
): SpecViolation {
  const inner = issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path
  const violation: SpecViolation = {
    spec,
    operation,
    direction: 'response',
    path: `/body${issue.path}`,
    message: issue.message,
  }
  if (schema !== undefined) violation.expected = schemaFragmentAt(validator.document, schema, inner, value)
  if ('value' in issue) violation.seen = issue.value
  else if (issue.keyword !== 'required') {
    const seen = resolvePointer(value, inner)
    if (seen !== undefined) violation.seen = previewValue(seen)
  }
  return violation
}
