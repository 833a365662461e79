import type { Issue } from './Issue.js'

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
  params: Record<string, any>
  message?: string
  data?: unknown
}

const show = (value: unknown) => JSON.stringify(value)

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
      path += `/${String(child).replace(/~/g, '~0').replace(/\//g, '~1')}`
      message = keyword === 'required' ? 'is required' : 'is not allowed'
    } else if (keyword === 'discriminator') {
      path += `/${params.tag}`
      message = params.error === 'tag' ? 'must be a string' : `${show(params.tagValue)} is not one of the known values`
    } else {
      const limit = params.limit
      message =
        keyword === 'type'
          ? `must be ${params.type}`
          : keyword === 'pattern'
            ? `must match pattern ${show(params.pattern)}`
            : keyword === 'format'
              ? `must match format ${show(params.format)}`
              : keyword === 'const'
                ? `must be ${show(params.allowedValue)}`
                : keyword === 'enum'
                  ? `must be one of ${params.allowedValues.map(show).join(', ')}`
                  : keyword === 'minLength'
                    ? `must NOT have fewer than ${limit} characters`
                    : keyword === 'maxLength'
                      ? `must NOT have more than ${limit} characters`
                      : keyword === 'minItems'
                        ? `must NOT have fewer than ${limit} items`
                        : keyword === 'maxItems'
                          ? `must NOT have more than ${limit} items`
                          : keyword === 'minProperties'
                            ? `must NOT have fewer than ${limit} properties`
                            : keyword === 'maxProperties'
                              ? `must NOT have more than ${limit} properties`
                              : params.comparison
                                ? `must be ${params.comparison} ${limit}`
                                : keyword === 'multipleOf'
                                  ? `must be a multiple of ${params.multipleOf}`
                                  : keyword === 'uniqueItems'
                                    ? `must NOT have duplicate items (items ${params.j} and ${params.i} are identical)`
                                    : keyword === 'oneOf'
                                      ? params.passingSchemas
                                        ? `must match exactly one alternative, but matches ${params.passingSchemas.join(' and ')}`
                                        : 'must match one of the alternatives'
                                      : keyword === 'anyOf'
                                        ? 'must match one of the alternatives'
                                        : keyword === 'not'
                                          ? 'must NOT match the excluded schema'
                                          : keyword === 'false schema'
                                            ? 'is not allowed'
                                            : (error.message ?? `must pass ${show(keyword)}`)
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
