import { resolveRef, type SpecDocument } from '@ledgernet/specs'

const formats: Record<string, string> = {
  'date-time': '1970-01-01T00:00:00.000Z',
  date: '1970-01-01',
  time: '00:00:00Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'contract@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
}

/**
 * A value a schema accepts, made from what the schema itself says: its `const`, first `enum`
 * value, `example`/`examples` or `default`; else, by type, an object of its required properties,
 * an array of `minItems` items, a string of a known `format` or of `minLength` characters, the
 * smallest allowed number, `false`. `undefined` when the schema gives nothing to go on (a string
 * `pattern` without an example, a recursion deeper than 12). The contract runner checks the
 * value against the spec before sending it, so a value this gets wrong is reported, not sent.
 *
 * @example
 * synthesizeValue(document, { type: 'object', required: ['limit'], properties: { limit: { type: 'integer', minimum: 1 } } })
 * // { limit: 1 }
 */
export function synthesizeValue(document: SpecDocument, schema: unknown, depth = 0): unknown {
  let value: Record<string, any> | undefined
  try {
    value = resolveRef(document, schema)
  } catch {
    return undefined
  }
  if (value === undefined || depth > 12) return undefined
  if (typeof value !== 'object' || value === null) return value === true ? {} : undefined
  if ('const' in value) return value.const
  if (Array.isArray(value.enum)) return value.enum.find((item: unknown) => item !== null) ?? value.enum[0]
  if (value.example !== undefined) return value.example
  if (Array.isArray(value.examples) && value.examples.length) return value.examples[0]
  if (value.default !== undefined) return value.default
  if (Array.isArray(value.allOf)) {
    const parts = value.allOf.map((part: unknown) => synthesizeValue(document, part, depth + 1))
    if (parts.some((part: unknown) => part === undefined)) return undefined
    const own = synthesizeValue(document, { ...value, allOf: undefined }, depth + 1)
    return Object.assign({}, ...parts, typeof own === 'object' ? own : {})
  }
  for (const key of ['oneOf', 'anyOf'])
    if (Array.isArray(value[key]))
      for (const branch of value[key]) {
        const made = synthesizeValue(document, branch, depth + 1)
        if (made !== undefined) return made
      }
  const type = Array.isArray(value.type) ? value.type.find((item: string) => item !== 'null') : value.type
  if (type === 'object' || (type === undefined && value.properties)) {
    const made: Record<string, unknown> = {}
    for (const name of value.required ?? []) {
      const property = synthesizeValue(document, value.properties?.[name] ?? {}, depth + 1)
      if (property === undefined) return undefined
      made[name] = property
    }
    return made
  }
  if (type === 'array') {
    const count = value.minItems ?? 0
    if (count === 0) return []
    const item = synthesizeValue(document, value.items ?? {}, depth + 1)
    return item === undefined ? undefined : Array.from({ length: count }, () => item)
  }
  if (type === 'string') {
    if (typeof value.format === 'string' && formats[value.format]) return formats[value.format]
    if (typeof value.pattern === 'string') return undefined
    return 'x'.repeat(Math.max(1, value.minLength ?? 1))
  }
  if (type === 'integer' || type === 'number') {
    if (typeof value.minimum === 'number') return value.minimum
    if (typeof value.exclusiveMinimum === 'number') return value.exclusiveMinimum + 1
    return 0
  }
  if (type === 'boolean') return false
  if (type === 'null') return null
  return type === undefined ? {} : undefined
}
