import { refTokens, resolvePointer } from '@ledgernet/specs'
import type { DiffRule } from './diffRules.js'

/**
 * Which way a value travels: a `request` value is written by the client (narrowing it breaks), a
 * `response` value is decoded by it (widening it breaks).
 *
 * @example
 * const side: SchemaSide = 'response'
 */
export type SchemaSide = 'request' | 'response'

/**
 * Where the schema comparison reports: a rule, the pointer (into the newer document) and words.
 *
 * @example
 * const report: SchemaReport = (rule, tokens, message) => console.log(rule, tokens.join('/'), message)
 */
export type SchemaReport = (rule: DiffRule, tokens: readonly string[], message: string) => void

type Schema = Record<string, any>
type Located = { schema: Schema | undefined; tokens: string[] }

const numericBounds = {
  upper: ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum'],
  lower: ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum'],
} as const

/**
 * Compares two schemas as the values they describe travel (`side`), following `$ref`s in each
 * document. A change in a shared component is reported once, at the component (the pointer
 * follows the newer document's `$ref`); a `$ref` moved inline or an inline schema moved into a
 * component compares by what it says, so such a refactor reports nothing. Types compare as sets
 * (`nullable` and `type: [x, 'null']` are one thing once read; `integer` is within `number`),
 * `allOf` as the union of its parts' properties.
 *
 * @example
 * const compare = schemaComparer(before, after, (rule, tokens, message) => changes.push({ rule, tokens, message }))
 * compare(oldBody, newBody, 'request', ['paths', '/pets', 'post', 'requestBody'], 'body')
 */
export function schemaComparer(
  beforeDocument: unknown,
  afterDocument: unknown,
  report: SchemaReport,
): (before: unknown, after: unknown, side: SchemaSide, tokens: readonly string[], label: string) => void {
  const compared = new WeakMap<object, WeakMap<object, Set<SchemaSide>>>()
  const follow = (document: unknown, value: unknown, tokens: readonly string[]): Located => {
    let schema = value as Schema | undefined
    let at = [...tokens]
    for (let depth = 0; schema && typeof schema === 'object' && typeof schema.$ref === 'string'; depth++) {
      const target = refTokens(schema.$ref)
      if (depth > 30 || !schema.$ref.startsWith('#') || target === undefined) return { schema: undefined, tokens: at }
      at = target
      schema = resolvePointer(document, schema.$ref) as Schema | undefined
    }
    return { schema: typeof schema === 'object' && schema !== null ? schema : undefined, tokens: at }
  }

  const compare = (
    before: unknown,
    after: unknown,
    side: SchemaSide,
    tokens: readonly string[],
    label: string,
    depth: number,
  ) => {
    const old = follow(beforeDocument, before, tokens)
    const now = follow(afterDocument, after, tokens)
    if (!old.schema || !now.schema || depth > 40) return
    // Each pair of schemas is compared once per side (shared components, recursive schemas).
    const pairs = compared.get(old.schema) ?? new WeakMap<object, Set<SchemaSide>>()
    compared.set(old.schema, pairs)
    const sides = pairs.get(now.schema) ?? new Set<SchemaSide>()
    pairs.set(now.schema, sides)
    if (sides.has(side)) return
    sides.add(side)
    const at = now.tokens
    const a = view(beforeDocument, old.schema)
    const b = view(afterDocument, now.schema)
    const breaksWhenNarrowed = side === 'request'

    // Types, as sets.
    if (a.types && b.types) {
      const lost = [...a.types].filter((type) => !accepts(b.types!, type))
      const gained = [...b.types].filter((type) => !accepts(a.types!, type))
      if (lost.length)
        report(
          breaksWhenNarrowed ? 'request-type-narrowed' : 'response-type-narrowed',
          at,
          `${label}: no longer ${lost.join(' or ')}`,
        )
      if (gained.length)
        report(
          breaksWhenNarrowed ? 'request-type-widened' : 'response-type-widened',
          at,
          `${label}: may now be ${gained.join(' or ')}`,
        )
    } else if (a.types && !b.types)
      report(breaksWhenNarrowed ? 'request-type-widened' : 'response-type-widened', at, `${label}: any type now`)
    else if (!a.types && b.types)
      report(
        breaksWhenNarrowed ? 'request-type-narrowed' : 'response-type-narrowed',
        at,
        `${label}: now only ${[...b.types].join(' or ')}`,
      )

    // Enums.
    if (a.enum || b.enum) {
      const text = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value)))
      const oldValues = a.enum ? text(a.enum) : undefined
      const newValues = b.enum ? text(b.enum) : undefined
      const lost = oldValues && newValues ? [...oldValues].filter((value) => !newValues.has(value)) : []
      const gained = oldValues && newValues ? [...newValues].filter((value) => !oldValues.has(value)) : []
      if (lost.length || (!oldValues && newValues))
        report(
          breaksWhenNarrowed ? 'request-enum-narrowed' : 'response-enum-narrowed',
          at,
          `${label}: ${lost.length ? `no longer takes ${lost.join(', ')}` : 'now an enum'}`,
        )
      if (gained.length || (oldValues && !newValues))
        report(
          breaksWhenNarrowed ? 'request-enum-widened' : 'response-enum-widened',
          at,
          `${label}: ${gained.length ? `may now be ${gained.join(', ')}` : 'no longer an enum'}`,
        )
    }

    // Bounds.
    for (const [keys, tighterWhenSmaller] of [
      [numericBounds.upper, true],
      [numericBounds.lower, false],
    ] as const)
      for (const keyword of keys) {
        const x = typeof a.schema[keyword] === 'number' ? a.schema[keyword] : undefined
        const y = typeof b.schema[keyword] === 'number' ? b.schema[keyword] : undefined
        if (x === y) continue
        const tighter = y !== undefined && (x === undefined || (tighterWhenSmaller ? y < x : y > x))
        const rule =
          side === 'response'
            ? 'response-constraint-changed'
            : tighter
              ? 'request-constraint-tightened'
              : 'request-constraint-loosened'
        report(rule, at, `${label}: ${keyword} ${x ?? 'none'} → ${y ?? 'none'}`)
      }
    if (a.schema.pattern !== b.schema.pattern && (a.schema.pattern !== undefined || b.schema.pattern !== undefined))
      report(
        side === 'response'
          ? 'response-constraint-changed'
          : b.schema.pattern === undefined
            ? 'request-constraint-loosened'
            : 'request-constraint-tightened',
        at,
        `${label}: pattern ${a.schema.pattern ?? 'none'} → ${b.schema.pattern ?? 'none'}`,
      )

    // Properties.
    for (const [name, schema] of a.properties) {
      const field = `${label}.${name}`
      const next = b.properties.get(name)
      const where = [...at, 'properties', name]
      if (!next) {
        // An object whose properties moved under a oneOf/anyOf (or became free-form) is not a removal.
        if (b.properties.size === 0 && (b.variants.length || b.types === undefined)) continue
        report(side === 'request' ? 'request-property-removed' : 'response-property-removed', where, `${field} removed`)
        continue
      }
      const wasRequired = a.required.has(name)
      const isRequired = b.required.has(name)
      if (wasRequired && !isRequired)
        report(
          side === 'request' ? 'request-property-made-optional' : 'response-property-made-optional',
          where,
          `${field} no longer required`,
        )
      if (!wasRequired && isRequired)
        report(
          side === 'request' ? 'request-property-made-required' : 'response-property-made-required',
          where,
          `${field} now required`,
        )
      compare(schema, next, side, where, field, depth + 1)
    }
    for (const name of b.properties.keys())
      if (!a.properties.has(name)) {
        if (a.properties.size === 0 && (a.variants.length || a.types === undefined)) continue
        const where = [...at, 'properties', name]
        report(
          side === 'response'
            ? 'response-property-added'
            : b.required.has(name)
              ? 'request-property-added-required'
              : 'request-property-added-optional',
          where,
          `${label}.${name} added${side === 'request' && b.required.has(name) ? ' (required)' : ''}`,
        )
      }

    // Closed objects (additionalProperties: false): a new field in a closed answer is one an
    // existing client's validator refuses.
    const closed = (schema: Schema) => schema.additionalProperties === false || schema.unevaluatedProperties === false
    const gainedFields = [...b.properties.keys()].filter((name) => !a.properties.has(name))
    if (side === 'response' && closed(a.schema) && (!closed(b.schema) || gainedFields.length))
      report(
        'response-object-opened',
        at,
        `${label}: allowed no other fields; ${gainedFields.length ? `now carries ${gainedFields.join(', ')}` : 'now may carry any'}`,
      )
    else if (side === 'response' && !closed(a.schema) && closed(b.schema))
      report('response-object-closed', at, `${label}: now carries no fields but those named`)
    if (side === 'request' && !closed(a.schema) && closed(b.schema))
      report('request-object-closed', at, `${label}: now refuses fields it does not name`)
    else if (side === 'request' && closed(a.schema) && !closed(b.schema))
      report('request-object-opened', at, `${label}: now takes fields it does not name`)

    // Items, maps and variants.
    if (a.items !== undefined && b.items !== undefined)
      compare(a.items, b.items, side, [...at, 'items'], `${label}[]`, depth + 1)
    if (isSchema(a.schema.additionalProperties) && isSchema(b.schema.additionalProperties))
      compare(
        a.schema.additionalProperties,
        b.schema.additionalProperties,
        side,
        [...at, 'additionalProperties'],
        `${label}{}`,
        depth + 1,
      )
    if (a.variants.length && b.variants.length) {
      if (b.variants.length < a.variants.length)
        report(
          side === 'request' ? 'request-variant-removed' : 'response-variant-removed',
          at,
          `${label}: ${a.variants.length} → ${b.variants.length} variants`,
        )
      else if (b.variants.length > a.variants.length)
        report(
          side === 'request' ? 'request-variant-added' : 'response-variant-added',
          at,
          `${label}: ${a.variants.length} → ${b.variants.length} variants`,
        )
      else
        a.variants.forEach((variant, index) => {
          compare(
            variant,
            b.variants[index],
            side,
            [...at, b.variantKey, String(index)],
            `${label}|${index}`,
            depth + 1,
          )
        })
    }
  }
  return (before, after, side, tokens, label) => compare(before, after, side, [...tokens], label, 0)
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `integer` is within `number`. */
function accepts(types: ReadonlySet<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'))
}

type View = {
  schema: Schema
  types: Set<string> | undefined
  enum: unknown[] | undefined
  properties: Map<string, unknown>
  required: Set<string>
  items: unknown
  variants: unknown[]
  variantKey: 'oneOf' | 'anyOf'
}

/**
 * What a schema says once read: its types (a `null` branch of `anyOf`/`oneOf` is a type),
 * `allOf`'s parts merged in, and the variants that remain.
 */
function view(document: unknown, schema: Schema, seen = new Set<object>()): View {
  seen.add(schema)
  const types = new Set<string>()
  let typed = false
  if (typeof schema.type === 'string' || Array.isArray(schema.type)) {
    typed = true
    for (const type of [schema.type].flat()) if (typeof type === 'string') types.add(type)
  }
  if (schema.nullable === true) types.add('null')
  if ('const' in schema && !typed) {
    typed = true
    types.add(
      schema.const === null
        ? 'null'
        : Array.isArray(schema.const)
          ? 'array'
          : typeof schema.const === 'object'
            ? 'object'
            : typeof schema.const,
    )
  }
  const variantKey = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf'
  let variants: unknown[] = Array.isArray(schema[variantKey]) ? schema[variantKey] : []
  const isNull = (branch: unknown) => {
    const resolved = resolveLocal(document, branch)
    return (
      resolved?.type === 'null' ||
      (Array.isArray(resolved?.enum) && resolved.enum.length === 1 && resolved.enum[0] === null)
    )
  }
  if (variants.some(isNull)) {
    variants = variants.filter((branch) => !isNull(branch))
    if (variants.length === 1 && !typed) {
      // `anyOf: [X, null]`: the nullable form of X.
      const inner = resolveLocal(document, variants[0])
      if (inner && !seen.has(inner)) {
        const read = view(document, inner, seen)
        read.types?.add('null')
        return { ...read, schema }
      }
    }
    types.add('null')
  }
  const properties = new Map<string, unknown>()
  const required = new Set<string>()
  let items: unknown = isSchema(schema.items) ? schema.items : undefined
  let enumValues: unknown[] | undefined = Array.isArray(schema.enum) ? schema.enum : undefined
  for (const [name, value] of Object.entries<unknown>(isSchema(schema.properties) ? schema.properties : {}))
    properties.set(name, value)
  for (const name of Array.isArray(schema.required) ? schema.required : [])
    if (typeof name === 'string') required.add(name)
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const resolved = resolveLocal(document, part)
    if (!resolved || seen.has(resolved)) continue
    const read = view(document, resolved, seen)
    for (const [name, value] of read.properties) if (!properties.has(name)) properties.set(name, value)
    for (const name of read.required) required.add(name)
    if (read.types) {
      typed = true
      for (const type of read.types) types.add(type)
    }
    items ??= read.items
    enumValues ??= read.enum
    if (!variants.length && read.variants.length) variants = read.variants
  }
  if (!typed && properties.size) {
    typed = true
    types.add('object')
  }
  if (!typed && items !== undefined) {
    typed = true
    types.add('array')
  }
  return {
    schema,
    types: typed ? types : undefined,
    enum: enumValues,
    properties,
    required,
    items,
    variants,
    variantKey,
  }
}

function resolveLocal(document: unknown, value: unknown): Schema | undefined {
  let current = value as Schema | undefined
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 30; depth++)
    current = current.$ref.startsWith('#') ? (resolvePointer(document, current.$ref) as Schema | undefined) : undefined
  return isSchema(current) ? current : undefined
}
