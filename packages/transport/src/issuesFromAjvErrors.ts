import type { Issue } from './Issue.js'
import { pointerToken } from './jsonPointer.js'

/**
 * The shape of an ajv validation error (ajv itself is not a dependency: generated standalone
 * validators produce these objects too).
 *
 * @example
 * const error: AjvErrorLike = {
 *   instancePath: '/fee/value', schemaPath: '#/properties/value/pattern',
 *   keyword: 'pattern', params: { pattern: '^(0|[1-9][0-9]*)$' },
 * }
 */
export type AjvErrorLike = {
  instancePath: string
  schemaPath: string
  keyword: string
  params: AjvErrorParams
  message?: string
  data?: unknown
}

const show = (value: unknown) => JSON.stringify(value)

/** The `params` of ajv's errors that the messages below read; ajv may write others. */
export type AjvErrorParams = {
  missingProperty?: string
  additionalProperty?: string
  unevaluatedProperty?: string
  tag?: string
  error?: string
  tagValue?: unknown
  limit?: number
  comparison?: string
  type?: string
  pattern?: string
  format?: string
  allowedValue?: unknown
  allowedValues?: readonly unknown[]
  multipleOf?: number
  i?: number
  j?: number
  passingSchemas?: readonly number[] | null
  [param: string]: unknown
}

const sizes: Record<string, string> = {
  minLength: 'fewer than # characters',
  maxLength: 'more than # characters',
  minItems: 'fewer than # items',
  maxItems: 'more than # items',
  minProperties: 'fewer than # properties',
  maxProperties: 'more than # properties',
}

/** The message of one ajv error, in ajv's own words where it has them; undefined for a keyword not known here. */
function describe(keyword: string, params: AjvErrorParams): string | undefined {
  const size = sizes[keyword]
  if (size !== undefined) return `must NOT have ${size.replace('#', String(params.limit))}`
  switch (keyword) {
    case 'type':
      return `must be ${params.type}`
    case 'pattern':
      return `must match pattern ${show(params.pattern)}`
    case 'format':
      return `must match format ${show(params.format)}`
    case 'const':
      return `must be ${show(params.allowedValue)}`
    case 'enum':
      return `must be one of ${(params.allowedValues ?? []).map(show).join(', ')}`
    case 'multipleOf':
      return `must be a multiple of ${params.multipleOf}`
    case 'uniqueItems':
      return `must NOT have duplicate items (items ${params.j} and ${params.i} are identical)`
    case 'oneOf':
      return params.passingSchemas
        ? `must match exactly one alternative, but matches ${params.passingSchemas.join(' and ')}`
        : 'must match one of the alternatives'
    case 'anyOf':
      return 'must match one of the alternatives'
    case 'not':
      return 'must NOT match the excluded schema'
    case 'false schema':
      return 'is not allowed'
  }
  return params.comparison ? `must be ${params.comparison} ${params.limit}` : undefined
}

/**
 * Turns ajv errors into {@link Issue}s: the path names the field itself (the missing or the
 * extra property, the discriminator tag), the message is plain and the same whether ajv was
 * compiled with messages or without (as generated validators are). A failed `oneOf`/`anyOf` is
 * reported through its branches' issues when there are any; duplicates are dropped.
 *
 * @example
 * issuesFromAjvErrors(validate.errors, '/body')
 * // [{ path: '/body/fee_payer', message: 'is required', keyword: 'required', schemaPath: '#/required' }]
 */
export function issuesFromAjvErrors(errors: readonly AjvErrorLike[] | null | undefined, prefix = ''): Issue[] {
  const issues: Issue[] = []
  const seen = new Set<string>()
  for (const error of errors ?? []) {
    const { keyword, params, schemaPath } = error
    if (
      (keyword === 'oneOf' || keyword === 'anyOf') &&
      errors!.some((other) => other.schemaPath.startsWith(`${schemaPath}/`))
    )
      continue
    let path = prefix + error.instancePath
    let message: string
    const child = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty
    if (child !== undefined) {
      path += `/${pointerToken(child)}`
      message = keyword === 'required' ? 'is required' : 'is not allowed'
    } else if (keyword === 'discriminator') {
      path += `/${params.tag}`
      message = params.error === 'tag' ? 'must be a string' : `${show(params.tagValue)} is not one of the known values`
    } else {
      message = describe(keyword, params) ?? error.message ?? `must pass ${show(keyword)}`
    }
    const key = `${path}\n${message}`
    if (seen.has(key)) continue
    seen.add(key)
    const issue: { -readonly [K in keyof Issue]: Issue[K] } = { path, message, keyword, schemaPath }
    if (error.data === null || (typeof error.data !== 'object' && error.data !== undefined && child === undefined))
      issue.value = error.data
    issues.push(issue)
  }
  return issues
}
