import type { Issue } from '@ledgernet/transport'

/**
 * An error body for the example server, made from the spec's own examples of that error status so
 * that it keeps the documented shape: the example that carries `details.validation_errors` when
 * there are issues (else the first), with `message` (and a numeric `code`) replaced, and the
 * validation errors rebuilt from the issues, one entry per field. `undefined` when the spec has
 * no example; plain `{ code, message }` when the example is not an object.
 *
 * @example
 * errorBodyFromExample(examples, 400, '/body/symbol is required', issues)
 * // { code: 400, message: '/body/symbol is required', details: { type: 'InvalidRequestError', validation_errors: [...] } }
 */
export function errorBodyFromExample(examples: unknown[], status: number, message: string, issues: Issue[]): unknown {
  if (examples.length === 0) return { code: status, message }
  const withErrors = examples.find((example) => Array.isArray((example as any)?.details?.validation_errors))
  const example = issues.length && withErrors ? withErrors : examples[0]
  if (typeof example !== 'object' || example === null || Array.isArray(example)) return { code: status, message }
  const body: Record<string, any> = structuredClone(example)
  if (typeof body.message === 'string') body.message = message
  if (typeof body.code === 'number') body.code = status
  if (Array.isArray(body.details?.validation_errors)) {
    const byPath = new Map<string, string[]>()
    for (const issue of issues) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue.message])
    body.details.validation_errors = [...byPath].map(([path, errors]) => ({ path, errors }))
  }
  return body
}
