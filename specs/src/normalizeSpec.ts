import { pointerToken, refTokens, toFragment, toPointer } from '@ledgernet/transport'
import { httpMethods } from './listOperations.js'
import type { SpecDocument } from './loadSpec.js'
import { SpecError } from './SpecError.js'
import type { SpecWarning } from './SpecWarning.js'

/** Keywords whose value is a schema. */
const schemaKeywords = ['items', 'not', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else']
/** Keywords whose value is a list of schemas. */
const schemaListKeywords = ['allOf', 'oneOf', 'anyOf', 'prefixItems']
/** Keywords whose value is a map of names to schemas. */
const schemaMapKeywords = ['properties', 'patternProperties', '$defs', 'dependentSchemas']
/** What a `$ref` keeps beside it when an OpenAPI 3.0 document is read: 3.0 ignores every other sibling. */
const refAnnotations = ['description', 'summary']
/** Annotations that stay outside when a schema is wrapped (`nullable` without `type`). */
const annotations = ['description', 'title', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'default']

/**
 * A spec document as every tool of the repository reads it, whatever the owner published:
 * OpenAPI 3.0.x is rewritten in the words of 3.1 (JSON Schema 2020-12) with the same meaning, and
 * every discriminator is written in the one style that TypeScript narrows and ajv checks alike.
 * The file is never changed; the generator, the validators and the contract runner all read this
 * copy, so that types and validators agree by construction.
 *
 * - OpenAPI 3.0: `nullable: true` becomes `type: [<type>, 'null']` (and `null` joins an `enum`),
 *   or `anyOf: [<schema>, { type: 'null' }]` without a `type`; boolean `exclusiveMinimum`/
 *   `exclusiveMaximum` become numbers; a `$ref`'s siblings other than `description` are dropped
 *   (3.0 ignores them), except `nullable`, which makes the reference nullable.
 * - Discriminators: the `allOf` style (a base schema with `discriminator` and `mapping`, whose
 *   subtypes `allOf` it) becomes a `oneOf` of the subtypes, each carrying the base's properties;
 *   in every `oneOf`/`anyOf` style, each branch fixes the tag with `const` (the mapping key, or
 *   the schema name when the mapping does not list it) and requires it, and the mapping lists
 *   every branch.
 * - An operation without `operationId` gets one from its method and path
 *   (`POST /token/native` → `postTokenNative`), marked `x-ledgernet-derived-operation-id`.
 *
 * Idempotent: a normalized document normalizes to itself. OpenRPC documents are returned as they
 * are. Throws {@link SpecError} (file, pointer, rule, fix) for a document that is neither
 * OpenAPI 3.0/3.1 nor OpenRPC, or a discriminator that cannot be read.
 *
 * @example
 * const document = normalizeSpec(loadSpec('specs/shop.openapi.yaml'), { file: 'specs/shop.openapi.yaml' })
 * document.openapi // '3.1.0'
 */
export function normalizeSpec(
  source: SpecDocument,
  { file = 'spec', warn }: { file?: string; warn?: (warning: SpecWarning) => void } = {},
): SpecDocument {
  if (typeof source.openrpc === 'string') return source
  const version = source.openapi
  if (typeof source.swagger === 'string')
    throw new SpecError({
      file,
      pointer: '/swagger',
      rule: `Swagger ${source.swagger} (OpenAPI 2) is not read here; OpenAPI 3.0.x, 3.1.x and OpenRPC are`,
      fix: 'convert it to OpenAPI 3 first (for example with swagger2openapi) and give that file',
    })
  if (typeof version !== 'string' || !/^3\.[01]\.\d+/.test(version))
    throw new SpecError({
      file,
      pointer: '/openapi',
      rule: `an OpenAPI document must say \`openapi: 3.0.x\` or \`openapi: 3.1.x\` (it says ${JSON.stringify(version ?? null)})`,
      fix: 'give an OpenAPI 3.0 or 3.1 document, or an OpenRPC one (`openrpc: 1.x`)',
    })
  let document = structuredClone(source) as SpecDocument
  if (version.startsWith('3.0')) {
    document = mapDocumentSchemas(document, fromOpenApi30)
    document.openapi = '3.1.0'
    document['x-ledgernet-openapi'] = version
  }
  nameOperations(document, file, warn)
  normalizeDiscriminators(document, file, warn)
  return document
}

/**
 * Applies `convert` to every schema of an OpenAPI document in place (components, parameters,
 * bodies, answers, headers, the `x-ledgernet-*` convention answers) and returns the document.
 *
 * @example
 * mapDocumentSchemas(copy, (schema) => mapSchema(schema, hideReadOnly))
 */
export function mapDocumentSchemas(document: SpecDocument, convert: (schema: unknown) => unknown): SpecDocument {
  const inMedia = (content: Record<string, any> | undefined) => {
    for (const media of Object.values<any>(content ?? {}))
      if (media && typeof media === 'object' && 'schema' in media) media.schema = convert(media.schema)
  }
  const inHeaders = (headers: Record<string, any> | undefined) => {
    for (const header of Object.values<any>(headers ?? {})) inParameter(header)
  }
  const inParameter = (parameter: any) => {
    if (!parameter || typeof parameter !== 'object') return
    if ('schema' in parameter) parameter.schema = convert(parameter.schema)
    inMedia(parameter.content)
  }
  const inResponse = (response: any) => {
    if (!response || typeof response !== 'object') return
    inMedia(response.content)
    inHeaders(response.headers)
  }
  const components = document.components ?? {}
  for (const name of Object.keys(components.schemas ?? {})) components.schemas[name] = convert(components.schemas[name])
  for (const parameter of Object.values(components.parameters ?? {})) inParameter(parameter)
  inHeaders(components.headers)
  for (const response of Object.values(components.responses ?? {})) inResponse(response)
  for (const body of Object.values<any>(components.requestBodies ?? {})) inMedia(body?.content)
  for (const item of Object.values<any>(document.paths ?? {})) {
    if (!item || typeof item !== 'object') continue
    for (const parameter of item.parameters ?? []) inParameter(parameter)
    for (const method of httpMethods) {
      const operation = item[method]
      if (!operation) continue
      for (const parameter of operation.parameters ?? []) inParameter(parameter)
      inMedia(operation.requestBody?.content)
      for (const response of Object.values(operation.responses ?? {})) inResponse(response)
    }
  }
  for (const [key, value] of Object.entries(document))
    if (key.startsWith('x-ledgernet-') && value && typeof value === 'object') inResponse(value)
  return document
}

/** One OpenAPI 3.0 schema in the words of 3.1, with the same meaning. */
function fromOpenApi30(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromOpenApi30)
  if (typeof value !== 'object' || value === null) return value
  const schema = { ...(value as Record<string, any>) }
  if (typeof schema.$ref === 'string') {
    const kept: Record<string, unknown> = { $ref: schema.$ref }
    for (const key of refAnnotations) if (key in schema) kept[key] = schema[key]
    if (schema.nullable !== true) return kept
    const { $ref, ...outside } = kept
    return { ...outside, anyOf: [{ $ref }, { type: 'null' }] }
  }
  for (const [exclusive, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[exclusive] === true && typeof schema[limit] === 'number') {
      schema[exclusive] = schema[limit]
      delete schema[limit]
    } else if (typeof schema[exclusive] === 'boolean') delete schema[exclusive]
  }
  for (const key of schemaKeywords) if (key in schema) schema[key] = fromOpenApi30(schema[key])
  for (const key of schemaListKeywords) if (Array.isArray(schema[key])) schema[key] = schema[key].map(fromOpenApi30)
  for (const key of schemaMapKeywords)
    if (schema[key] && typeof schema[key] === 'object')
      schema[key] = Object.fromEntries(Object.entries(schema[key]).map(([name, child]) => [name, fromOpenApi30(child)]))
  const nullable = schema.nullable === true
  delete schema.nullable
  if (!nullable) return schema
  if (typeof schema.type === 'string') {
    schema.type = [schema.type, 'null']
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null]
    return schema
  }
  if (Array.isArray(schema.type)) {
    if (!schema.type.includes('null')) schema.type = [...schema.type, 'null']
    return schema
  }
  const outside: Record<string, unknown> = {}
  for (const key of annotations)
    if (key in schema) {
      outside[key] = schema[key]
      delete schema[key]
    }
  return { ...outside, anyOf: [schema, { type: 'null' }] }
}

/** Gives every operation without `operationId` one made of its method and path. */
function nameOperations(document: SpecDocument, file: string, warn?: (warning: SpecWarning) => void): void {
  const taken = new Set<string>()
  const unnamed: { operation: Record<string, any>; method: string; path: string }[] = []
  for (const [path, item] of Object.entries<any>(document.paths ?? {}))
    for (const method of httpMethods) {
      const operation = item?.[method]
      if (!operation) continue
      if (typeof operation.operationId === 'string' && warn && !/^[A-Za-z_$][\w$.-]*$/.test(operation.operationId)) {
        const name = operation.operationId.replace(/[^\w$.-]+/g, '_').replace(/^(?=[^A-Za-z_$])/, '_')
        warn({
          file,
          pointer: toPointer(['paths', path, method, 'operationId']),
          rule: `operationId ${operation.operationId} cannot name a function`,
          action: `named ${name}`,
        })
        operation.operationId = name
      }
      if (typeof operation.operationId !== 'string') unnamed.push({ operation, method, path })
      else if (taken.has(operation.operationId) && warn) {
        warn({
          file,
          pointer: toPointer(['paths', path, method, 'operationId']),
          rule: `operationId ${operation.operationId} is used by another operation too`,
          action: 'this operation named after its method and path instead',
        })
        delete operation.operationId
        unnamed.push({ operation, method, path })
      } else if (taken.has(operation.operationId))
        throw new SpecError({
          file,
          pointer: toPointer(['paths', path, method, 'operationId']),
          rule: `operationId ${operation.operationId} is used by another operation too; each must be unique`,
          fix: 'give one of them another operationId (in an overlay if the file is not yours)',
        })
      else taken.add(operation.operationId)
    }
  for (const { operation, method, path } of unnamed) {
    const words = path
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment))
    const base = [method, ...words]
      .join('-')
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1)))
      .join('')
    let name = base
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`
    taken.add(name)
    operation.operationId = name
    operation['x-ledgernet-derived-operation-id'] = true
  }
}

/** The one discriminator style: a `oneOf` whose branches fix the tag with `const`, with a full mapping. */
function normalizeDiscriminators(document: SpecDocument, file: string, warn?: (warning: SpecWarning) => void): void {
  // A published document's unreadable discriminator is dropped (the union stays, untagged).
  const lenient = <T>(at: Record<string, any>, run: () => T): T | undefined => {
    if (!warn) return run()
    try {
      return run()
    } catch (error) {
      if (!(error instanceof SpecError)) throw error
      warn({ file, pointer: error.pointer, rule: error.rule, action: 'the discriminator is ignored (the union stays)' })
      delete at.discriminator
      return undefined
    }
  }
  const schemas: Record<string, any> = document.components?.schemas ?? {}
  const componentRef = (name: string) => `#/components/schemas/${pointerToken(name)}`
  const componentOf = (ref: unknown): string | undefined => {
    if (typeof ref !== 'string') return undefined
    const tokens = refTokens(ref)
    return tokens?.length === 3 && tokens[0] === 'components' && tokens[1] === 'schemas' && tokens[2]! in schemas
      ? tokens[2]
      : undefined
  }
  const where = (...tokens: string[]) => toPointer(['components', 'schemas', ...tokens])

  // The allOf style: a base with a discriminator, which its subtypes extend.
  const allOfStyle = (name: string, base: any): void => {
    if (!base || typeof base !== 'object' || !base.discriminator || base.oneOf || base.anyOf) return
    const tag = tagOf(base.discriminator, file, where(name, 'discriminator'))
    const children = Object.keys(schemas).filter((candidate) =>
      (schemas[candidate]?.allOf ?? []).some((part: any) => componentOf(part?.$ref) === name),
    )
    const keysOf = new Map<string, string[]>()
    for (const [key, ref] of Object.entries<unknown>(base.discriminator.mapping ?? {})) {
      const target = componentOf(ref)
      if (!target)
        throw new SpecError({
          file,
          pointer: where(name, 'discriminator', 'mapping', key),
          rule: `the mapping of "${key}" must name a schema of components.schemas (it names ${JSON.stringify(ref)})`,
          fix: 'point it at the schema of that variant, written `#/components/schemas/<Name>`',
        })
      keysOf.set(target, [...(keysOf.get(target) ?? []), key])
    }
    for (const child of children) if (!keysOf.has(child)) keysOf.set(child, [child])
    const { discriminator, ...fields } = base
    if (keysOf.size === 0) {
      // A discriminator with no variant anywhere says nothing: the schema is the plain object.
      schemas[name] = fields
      return
    }
    for (const [child, keys] of keysOf) {
      const schema = { ...schemas[child] }
      const extendsBase = (schema.allOf ?? []).some((part: any) => componentOf(part?.$ref) === name)
      if (extendsBase) {
        const rest = schema.allOf.filter((part: any) => componentOf(part?.$ref) !== name)
        const own = [...(fields.allOf ?? []), ...rest]
        if (fields.type !== undefined && schema.type === undefined) schema.type = fields.type
        schema.properties = { ...fields.properties, ...schema.properties }
        const required = [...new Set([...(fields.required ?? []), ...(schema.required ?? [])])]
        if (required.length) schema.required = required
        if (fields.additionalProperties !== undefined && schema.additionalProperties === undefined)
          schema.additionalProperties = fields.additionalProperties
        if (own.length) schema.allOf = own
        else delete schema.allOf
      }
      schemas[child] = fixTag(schema, tag, keys)
    }
    const outside: Record<string, unknown> = {}
    for (const key of ['description', 'title', 'deprecated']) if (key in fields) outside[key] = fields[key]
    const mapping: Record<string, string> = {}
    for (const [child, keys] of keysOf) for (const key of keys) mapping[key] = componentRef(child)
    schemas[name] = {
      ...outside,
      oneOf: [...keysOf.keys()].map((child) => ({ $ref: componentRef(child) })),
      discriminator: { ...discriminator, mapping },
    }
  }
  for (const [name, base] of Object.entries(schemas))
    if (base && typeof base === 'object' && base.discriminator && !base.oneOf && !base.anyOf)
      lenient(base, () => allOfStyle(name, base))

  // The oneOf/anyOf style, wherever it is written. An `anyOf` read as `oneOf` moves its branches:
  // a `$ref` into one of them (published specs point into paths too) follows them.
  const moved: string[] = []
  const visit = (value: unknown, tokens: string[]): void => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...tokens, String(index)])
      return
    }
    if (typeof value !== 'object' || value === null) return
    const schema = value as Record<string, any>
    if (schema.discriminator && typeof schema.discriminator === 'object' && (schema.oneOf || schema.anyOf))
      lenient(schema, () => {
        const pointer = toPointer([...tokens, 'discriminator'])
        const tag = tagOf(schema.discriminator, file, pointer)
        if (!schema.oneOf) {
          // Branches that fix distinct tags exclude one another: anyOf and oneOf mean the same.
          schema.oneOf = schema.anyOf
          delete schema.anyOf
          moved.push(toPointer([...tokens, 'anyOf']))
        }
        const mapping: Record<string, string> = {}
        const listed = Object.entries<unknown>(schema.discriminator.mapping ?? {})
        schema.oneOf = schema.oneOf.map((branch: any, index: number) => {
          const target = componentOf(branch?.$ref)
          if (target) {
            let keys = listed.filter(([, ref]) => componentOf(ref) === target).map(([key]) => key)
            if (keys.length === 0) keys = [...(ownTagValues(schemas[target], tag) ?? [target])]
            for (const key of keys) mapping[key] = componentRef(target)
            schemas[target] = fixTag(schemas[target], tag, keys)
            return branch
          }
          const values = ownTagValues(branch, tag)
          if (!values)
            throw new SpecError({
              file,
              pointer: toPointer([...tokens, 'oneOf', String(index)]),
              rule: `a branch of a discriminated union written in place must fix "${tag}" with const or enum`,
              fix: `add \`properties: { ${tag}: { const: <its tag> } }\` to the branch, or move it to components.schemas and list it in the mapping`,
            })
          return fixTag(branch, tag, values)
        })
        // The mapping as written stays when it already lists every branch (its order is the author's).
        const complete =
          Object.keys(mapping).length === listed.length &&
          listed.every(
            ([key, ref]) => componentOf(ref) !== undefined && mapping[key] === componentRef(componentOf(ref)!),
          )
        if (!complete && Object.keys(mapping).length) schema.discriminator = { ...schema.discriminator, mapping }
      })
    for (const [key, child] of Object.entries(schema)) if (key !== 'discriminator') visit(child, [...tokens, key])
  }
  visit(document.components, ['components'])
  visit(document.paths, ['paths'])
  if (moved.length) followMoves(document, moved)
}

/** Rewrites every local `$ref` that passes through one of the `anyOf`s now written `oneOf`. */
function followMoves(document: SpecDocument, moved: readonly string[]): void {
  const rewrite = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value) rewrite(item)
      return
    }
    const node = value as Record<string, unknown>
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      const tokens = refTokens(node.$ref)
      if (tokens)
        for (const pointer of moved) {
          const prefix = refTokens(pointer)!
          if (tokens.length >= prefix.length && prefix.every((token, index) => tokens[index] === token)) {
            tokens[prefix.length - 1] = 'oneOf'
            node.$ref = toFragment(tokens)
          }
        }
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'examples') rewrite(child)
  }
  rewrite(document)
}

function tagOf(discriminator: Record<string, any>, file: string, pointer: string): string {
  if (typeof discriminator.propertyName === 'string') return discriminator.propertyName
  throw new SpecError({
    file,
    pointer,
    rule: 'a discriminator needs a `propertyName` (the property whose value says the variant)',
    fix: 'add `propertyName: <the tag property>` (in an overlay if the file is not yours)',
  })
}

/** The values a branch's own tag property fixes (`const` or `enum`), if it fixes any. */
function ownTagValues(schema: Record<string, any> | undefined, tag: string): string[] | undefined {
  const property = schema?.properties?.[tag]
  if (typeof property?.const === 'string') return [property.const]
  if (Array.isArray(property?.enum) && property.enum.every((item: unknown) => typeof item === 'string'))
    return property.enum
  return undefined
}

/** A copy of `schema` whose top-level tag property is fixed to `keys` and required. */
function fixTag(schema: Record<string, any>, tag: string, keys: readonly string[]): Record<string, any> {
  const current = ownTagValues(schema, tag)
  const fixed = current && current.length === keys.length && keys.every((key) => current.includes(key))
  const required: string[] = schema.required ?? []
  if (fixed && required.includes(tag)) return schema
  const property: Record<string, any> = {}
  for (const key of ['description', 'title', 'deprecated']) {
    const value = schema.properties?.[tag]?.[key]
    if (value !== undefined) property[key] = value
  }
  property.type = 'string'
  if (keys.length === 1) property.const = keys[0]
  else property.enum = [...keys]
  return {
    ...schema,
    properties: { ...schema.properties, [tag]: property },
    required: required.includes(tag) ? required : [...required, tag],
  }
}

/**
 * A copy of one schema with `visit` applied to it and to every schema inside it, innermost first
 * (`properties`, `items`, `allOf`, …; never into `enum`, `const` or `example` values).
 *
 * @example
 * mapSchema({ type: 'object', properties: { a: { type: 'string' } } }, (schema) => schema)
 */
export function mapSchema(value: unknown, visit: (schema: Record<string, any>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapSchema(item, visit))
  if (typeof value !== 'object' || value === null) return value
  const schema = { ...(value as Record<string, any>) }
  for (const key of schemaKeywords) if (key in schema) schema[key] = mapSchema(schema[key], visit)
  for (const key of schemaListKeywords)
    if (Array.isArray(schema[key])) schema[key] = schema[key].map((item: unknown) => mapSchema(item, visit))
  for (const key of schemaMapKeywords)
    if (schema[key] && typeof schema[key] === 'object')
      schema[key] = Object.fromEntries(
        Object.entries(schema[key]).map(([name, child]) => [name, mapSchema(child, visit)]),
      )
  return visit(schema)
}
