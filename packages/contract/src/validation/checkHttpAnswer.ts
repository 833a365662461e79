import { type OpenApiValidator, resolvePointer, resolveRefAt, toPointer } from '@ledgernet/specs'
import type { Issue } from '@ledgernet/transport'
import type { HttpAnswer } from '../exchangeHttp.js'
import { previewValue } from './previewValue.js'
import type { SpecViolation } from './SpecViolation.js'
import { schemaFragmentAt } from './schemaFragmentAt.js'

/**
 * What an answer is checked against: an operation of the document, or one of its conventions
 * (`wrong-verb`: 405 with `Allow`; `unknown-path`: 404).
 *
 * @example
 * const target: AnswerTarget = 'deriveToken'
 */
export type AnswerTarget = string | 'wrong-verb' | 'unknown-path'

type ResponseEntry = { value: Record<string, any>; tokens: (string | number)[] }

/**
 * Checks an HTTP answer against an OpenAPI document: the status must be documented for the
 * operation, a JSON content must come as `application/json` and parse, an empty content must be
 * empty, and the body and the documented headers must match their schemas (ajv, through the
 * spec validator). Each violation names the JSON path, the schema fragment expected there and the
 * value seen.
 *
 * @example
 * const violations = checkHttpAnswer(createSpecValidator('gateway'), 'gateway', 'deriveToken', answer)
 */
export function checkHttpAnswer(
  validator: OpenApiValidator,
  spec: string,
  target: AnswerTarget,
  answer: HttpAnswer,
  /** The operation the violations name; by default the target (a convention as `(wrong verb)`). */
  operation: string = target === 'wrong-verb' || target === 'unknown-path' ? `(${target.replace('-', ' ')})` : target,
): SpecViolation[] {
  const violation = (
    path: string,
    message: string,
    extra: { expected?: unknown; seen?: unknown } = {},
  ): SpecViolation => ({
    spec,
    operation,
    direction: 'response',
    path,
    message,
    ...extra,
  })
  const entry = responseEntry(validator, target, answer.status)
  if (!entry) {
    const documented = validator.operation(target).responses.map((response) => response.status)
    return [
      violation('/status', `HTTP ${answer.status} is not documented for ${operation}`, {
        expected: documented,
        seen: answer.status,
      }),
    ]
  }
  const violations: SpecViolation[] = []
  const json = entry.value.content?.['application/json']
  if (json) {
    const mediaType = answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (mediaType !== 'application/json')
      violations.push(
        violation('/headers/content-type', 'must be application/json', {
          expected: 'application/json',
          seen: mediaType ?? null,
        }),
      )
    if (answer.notJson) {
      violations.push(
        violation('/body', 'is not JSON', { expected: 'a JSON document', seen: answer.text.slice(0, 200) }),
      )
      return violations
    }
  }
  const headerSchemas = headerSchemaTokens(validator, entry)
  const body = answer.notJson ? answer.text : answer.body
  // The validator reads header values as OpenAPI `simple` text (`Retry-After: 5` is an integer).
  const issues = validator.validateResponse(target, { status: answer.status, headers: answer.headers, body })
  const schema = json?.schema
  for (const issue of issues)
    violations.push(describeIssue(validator, spec, operation, issue, schema, body, headerSchemas))
  return violations
}

function describeIssue(
  validator: OpenApiValidator,
  spec: string,
  operation: string,
  issue: Issue,
  schema: unknown,
  body: unknown,
  headers: Map<string, { tokens: (string | number)[] }>,
): SpecViolation {
  const result: SpecViolation = { spec, operation, direction: 'response', path: issue.path, message: issue.message }
  if (issue.path === '/status') {
    result.seen = issue.value
    return result
  }
  if (issue.path.startsWith('/headers/')) {
    const name = issue.path.slice(9)
    const header = headers.get(name)
    if (header)
      result.expected = schemaFragmentAt(validator.document, { $ref: `#${toPointer(header.tokens)}` }, '', undefined)
    if (issue.value !== undefined) result.seen = issue.value
    return result
  }
  if (issue.path.startsWith('/body')) {
    const inner = issue.path.slice(5)
    if (schema !== undefined) result.expected = schemaFragmentAt(validator.document, schema, inner, body)
    const seen = issue.keyword === 'required' ? undefined : resolvePointer(body, inner)
    if ('value' in issue) result.seen = issue.value
    else if (seen !== undefined) result.seen = previewValue(seen)
  }
  return result
}

function responseEntry(validator: OpenApiValidator, target: AnswerTarget, status: number): ResponseEntry | undefined {
  const document = validator.document as Record<string, any>
  if (target === 'wrong-verb' || target === 'unknown-path') {
    if (!document[`x-ledgernet-${target}`]) return undefined
    return resolveRefAt(document, [`x-ledgernet-${target}`])
  }
  const responses = validator.operation(target).responses
  const text = String(status)
  return (
    responses.find((response) => response.status === text) ??
    responses.find((response) => response.status.toUpperCase() === `${text[0]}XX`) ??
    responses.find((response) => response.status === 'default')
  )
}

/** Each documented header (lower-case) → where its schema sits, to show it in a failure. */
function headerSchemaTokens(validator: OpenApiValidator, entry: ResponseEntry) {
  const found = new Map<string, { tokens: (string | number)[] }>()
  for (const name of Object.keys(entry.value.headers ?? {})) {
    if (name.toLowerCase() === 'content-type') continue
    const header = resolveRefAt(validator.document, [...entry.tokens, 'headers', name])
    if (!header.value.schema) continue
    found.set(name.toLowerCase(), { tokens: [...header.tokens, 'schema'] })
  }
  return found
}
