/**
 * One reason a value does not match its schema: the JSON pointer of the field and a plain
 * reason. `keyword` and `schemaPath` say which rule failed; `value` is the offending value when
 * it is a primitive (never a whole object, which could be large).
 *
 * @example
 * const issue: Issue = {
 *   path: '/body/actions/0/amount/value',
 *   message: 'must match pattern "^(0|[1-9][0-9]*)$"',
 *   keyword: 'pattern',
 * }
 */
export type Issue = {
  readonly path: string
  readonly message: string
  readonly keyword?: string
  readonly schemaPath?: string
  readonly value?: unknown
}

/**
 * Checks a parsed JSON body against one schema of the spec: `null` (or an empty list) when it
 * matches, else the issues. Generated validators have this shape.
 *
 * @example
 * const validate: ResponseValidator = (body) =>
 *   typeof body === 'object' && body !== null ? null : [{ path: '', message: 'must be object' }]
 */
export type ResponseValidator = (body: unknown) => readonly Issue[] | null
