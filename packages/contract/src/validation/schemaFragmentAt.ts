import { refTokens, resolveRef } from '@ledgernet/specs'

type Schema = Record<string, any>

const combinators = ['allOf', 'oneOf', 'anyOf'] as const
/** Keys that explain a schema to people but say nothing a value must satisfy. */
const prose = new Set(['description', 'summary', 'examples', 'example', 'deprecated', 'title', '$comment'])

/**
 * The part of a spec schema that governs one place of a JSON value: walks `schema` along
 * `pointer`, following `$ref`s, properties, items and — for unions — the branch whose `const`
 * tag the value carries. Answers a compact copy (no descriptions or examples, nested schemas as
 * their `$ref` or type) so that a report can show what was expected. When the place has no
 * schema of its own (an unknown property), the parent's rule is answered.
 *
 * @example
 * schemaFragmentAt(doc, { $ref: '#/components/schemas/DeriveTokenResponse' }, '/token_identifier/rri', body)
 * // { type: 'string', pattern: '^[a-z0-9]{1,35}_(rr|tr|dr)1…$' }
 */
export function schemaFragmentAt(document: unknown, schema: unknown, pointer: string, instance: unknown): unknown {
  let current = deref(document, schema)
  let value: unknown = instance
  for (const token of refTokens(pointer) ?? []) {
    const next = childSchema(document, current, token, value)
    if (next === undefined) return compact(document, current)
    current = deref(document, next)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[token] : undefined
  }
  return compact(document, current)
}

function deref(document: unknown, schema: unknown): Schema {
  try {
    const resolved = resolveRef(document, schema)
    return typeof resolved === 'object' && resolved !== null ? (resolved as Schema) : { const: resolved }
  } catch {
    return typeof schema === 'object' && schema !== null ? (schema as Schema) : {}
  }
}

function childSchema(document: unknown, schema: Schema, token: string, value: unknown): unknown {
  if (schema.properties && Object.hasOwn(schema.properties, token)) return schema.properties[token]
  if (/^(0|[1-9][0-9]*)$/.test(token)) {
    const index = Number(token)
    if (Array.isArray(schema.prefixItems) && index < schema.prefixItems.length) return schema.prefixItems[index]
    if (typeof schema.items === 'object' && schema.items !== null) return schema.items
  }
  for (const [pattern, sub] of Object.entries<unknown>(schema.patternProperties ?? {}))
    if (new RegExp(pattern, 'u').test(token)) return sub
  for (const branch of branches(document, schema, value)) {
    const found = childSchema(document, branch, token, value)
    if (found !== undefined) return found
  }
  if (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null)
    return schema.additionalProperties
  return undefined
}

/** The sub-schemas a value may be governed by, the branch its tag selects first. */
function branches(document: unknown, schema: Schema, value: unknown): Schema[] {
  const found: Schema[] = []
  for (const keyword of combinators) {
    const list = (schema[keyword] ?? []).map((branch: unknown) => deref(document, branch)) as Schema[]
    const tagged = list.filter((branch) => matchesTag(branch, value))
    found.push(...tagged, ...list.filter((branch) => !tagged.includes(branch)))
  }
  for (const keyword of ['then', 'else'] as const) if (schema[keyword]) found.push(deref(document, schema[keyword]))
  return found
}

function matchesTag(branch: Schema, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const tags = Object.entries<Schema>(branch.properties ?? {}).filter(([, property]) => property && 'const' in property)
  return (
    tags.length > 0 && tags.every(([name, property]) => (value as Record<string, unknown>)[name] === property.const)
  )
}

function compact(document: unknown, schema: Schema): unknown {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (prose.has(key) || key.startsWith('x-') || key === 'discriminator') continue
    if (key === 'properties' || key === 'patternProperties')
      result[key] = Object.fromEntries(Object.entries<Schema>(value).map(([name, sub]) => [name, brief(document, sub)]))
    else if ((combinators as readonly string[]).includes(key) || key === 'prefixItems')
      result[key] = (value as Schema[]).map((sub) => brief(document, sub))
    else if (
      ['items', 'additionalProperties', 'not', 'if', 'then', 'else'].includes(key) &&
      typeof value === 'object' &&
      value !== null
    )
      result[key] = brief(document, value as Schema)
    else result[key] = value
  }
  return result
}

/** A nested schema as its reference, or its few defining keys. */
function brief(document: unknown, schema: Schema): unknown {
  if (typeof schema !== 'object' || schema === null) return schema
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref }
  const result: Record<string, unknown> = {}
  for (const key of [
    'type',
    'const',
    'enum',
    'pattern',
    'format',
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'required',
  ])
    if (key in schema) result[key] = schema[key]
  for (const keyword of combinators)
    if (schema[keyword]) result[keyword] = (schema[keyword] as Schema[]).map((sub) => brief(document, sub))
  return result
}
