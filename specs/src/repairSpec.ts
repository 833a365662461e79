import { pointerToken, refTokens, resolvePointer } from '@ledgernet/transport'
import type { SpecDocument } from './loadSpec.js'
import type { SpecWarning } from './SpecWarning.js'

/** Every keyword a schema may have: JSON Schema 2020-12 (and the draft-07 words still met), OpenAPI's. */
const schemaKeywords = new Set([
  '$schema', '$id', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary', '$comment', '$defs',
  'definitions', 'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum',
  'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxContains',
  'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired', 'dependencies', 'allOf',
  'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'prefixItems', 'items', 'contains',
  'properties', 'patternProperties', 'additionalProperties', 'propertyNames', 'unevaluatedItems',
  'unevaluatedProperties', 'additionalItems', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema',
  'title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples',
  'discriminator', 'xml', 'externalDocs', 'example', 'nullable',
]) // biome-ignore format: a list of words
const jsonTypes = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'])
const oneSchema = ['items', 'not', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else',
  'unevaluatedItems', 'unevaluatedProperties', 'additionalItems', 'contentSchema'] // biome-ignore format: a list of words
const schemaLists = ['allOf', 'oneOf', 'anyOf', 'prefixItems']
const schemaMaps = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']

/**
 * A published document made readable as its owners meant it, each repair told to `warn` with the
 * file, the JSON Pointer, the rule broken and what was done: in every schema, an unknown keyword
 * (a typo such as `descritpion`, a hyper-schema `media`) is ignored; a `type` that is not a JSON
 * type, a `required`/`enum` that is not a list, a `pattern` that is not a regular expression and a
 * map keyword that is not a map are dropped (that check is not made); a local `$ref` that resolves
 * to nothing becomes a schema that accepts anything. The input is not changed. The house specs are
 * never read this way: they must be right (`specs/` tests).
 *
 * @example
 * const document = repairSpec(published, { file: 'starknet_api_openrpc.json', warn: (w) => console.warn(w.rule) })
 */
export function repairSpec(
  source: SpecDocument,
  { file, warn }: { file: string; warn: (warning: SpecWarning) => void },
): SpecDocument {
  const document = structuredClone(source) as SpecDocument
  const at = (tokens: readonly string[]) => tokens.map((token) => `/${pointerToken(token)}`).join('')
  const drop = (schema: Record<string, unknown>, key: string, tokens: string[], rule: string, action: string) => {
    delete schema[key]
    warn({ file, pointer: at([...tokens, key]), rule, action })
  }

  const schema = (value: unknown, tokens: string[]): void => {
    if (Array.isArray(value) || typeof value !== 'object' || value === null) return
    const node = value as Record<string, unknown>
    for (const key of Object.keys(node)) {
      if (schemaKeywords.has(key) || key.startsWith('x-')) continue
      drop(node, key, tokens, `unknown keyword "${key}" (not JSON Schema or OpenAPI)`, 'ignored')
    }
    // A schema that points at a parameter or a header (not at its schema) means that one's schema.
    const pointed = typeof node.$ref === 'string' && node.$ref.startsWith('#') ? refTokens(node.$ref) : undefined
    if (
      pointed?.length === 3 &&
      pointed[0] === 'components' &&
      (pointed[1] === 'parameters' || pointed[1] === 'headers') &&
      typeof (resolvePointer(document, node.$ref as string) as { schema?: unknown } | undefined)?.schema === 'object'
    ) {
      warn({
        file,
        pointer: at([...tokens, '$ref']),
        rule: `$ref ${node.$ref} points at a ${pointed[1] === 'parameters' ? 'parameter' : 'header'}, not at a schema`,
        action: `read as its schema (${node.$ref}/schema)`,
      })
      node.$ref = `${node.$ref}/schema`
    }
    if (
      typeof node.$ref === 'string' &&
      node.$ref.startsWith('#') &&
      resolvePointer(document, node.$ref) === undefined
    ) {
      warn({
        file,
        pointer: at([...tokens, '$ref']),
        rule: `$ref ${node.$ref} resolves to nothing in the document`,
        action: 'taken as a schema that accepts anything',
      })
      delete node.$ref
    }
    if ('type' in node) {
      const types = Array.isArray(node.type) ? node.type : [node.type]
      if (!types.every((type) => typeof type === 'string' && jsonTypes.has(type)))
        drop(node, 'type', tokens, `type ${JSON.stringify(node.type)} is not a JSON type`, 'the type is not checked')
    }
    if ('required' in node && !(Array.isArray(node.required) && node.required.every((n) => typeof n === 'string')))
      drop(node, 'required', tokens, '`required` is not a list of property names', 'no property is required')
    if ('enum' in node && !Array.isArray(node.enum))
      drop(node, 'enum', tokens, '`enum` is not a list', 'the values are not restricted')
    if ('pattern' in node) {
      try {
        new RegExp(String(node.pattern), 'u')
      } catch {
        drop(
          node,
          'pattern',
          tokens,
          `pattern ${JSON.stringify(node.pattern)} is not a regular expression`,
          'the pattern is not checked',
        )
      }
    }
    for (const key of oneSchema)
      if (key in node) {
        const child = node[key]
        if (typeof child === 'boolean' || (typeof child === 'object' && child !== null && !Array.isArray(child)))
          schema(child, [...tokens, key])
        else if (!(key === 'items' && Array.isArray(child)))
          drop(node, key, tokens, `\`${key}\` is not a schema`, 'ignored')
        else {
          // Draft-04's tuple: `items` as a list is 2020-12's `prefixItems`, `additionalItems` its `items`.
          warn({
            file,
            pointer: at([...tokens, key]),
            rule: '`items` is a list (the tuple form of JSON Schema draft 4–7)',
            action: 'read as `prefixItems`',
          })
          node.prefixItems = child
          delete node.items
          if ('additionalItems' in node) {
            node.items = node.additionalItems
            delete node.additionalItems
          }
          child.forEach((item, index) => {
            schema(item, [...tokens, 'prefixItems', String(index)])
          })
        }
      }
    for (const key of schemaLists)
      if (key in node) {
        if (Array.isArray(node[key]))
          (node[key] as unknown[]).forEach((item, index) => {
            schema(item, [...tokens, key, String(index)])
          })
        else drop(node, key, tokens, `\`${key}\` is not a list of schemas`, 'ignored')
      }
    for (const key of schemaMaps)
      if (key in node) {
        const map = node[key]
        if (typeof map === 'object' && map !== null && !Array.isArray(map))
          for (const [name, child] of Object.entries(map)) schema(child, [...tokens, key, name])
        else drop(node, key, tokens, `\`${key}\` is not a map of schemas`, 'ignored')
      }
  }

  // Schemas stand under `components/schemas` and under every `schema` key (parameters, bodies,
  // answers, headers, OpenRPC params and results); examples hold data and are not walked.
  const walk = (value: unknown, tokens: string[]): void => {
    if (typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...tokens, String(index)])
      })
      return
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue
      if (key === 'schema') schema(child, [...tokens, key])
      else if (tokens.length === 2 && tokens[0] === 'components' && tokens[1] === 'schemas')
        schema(child, [...tokens, key])
      else walk(child, [...tokens, key])
    }
  }
  liftOtherSections(source, document, { file, warn }, at)
  if (typeof document.openrpc === 'string') describeEveryValue(document, { file, warn }, at)
  walk(document, [])
  return document
}

const componentSections = new Set([
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
])

/**
 * A `$ref` to `#/components/<section>/<name>` where the section is not one of OpenAPI's (a
 * Swagger 2 `definitions` left in a 3.x document), or to a schema kept in an extension
 * (`#/components/x-metadata`): the object is lifted into
 * `components/schemas` (under `<section>_<name>` when the name is taken) and the reference
 * follows it, so that every reader meets a schema where it looks for one.
 */
function liftOtherSections(
  source: SpecDocument,
  document: SpecDocument,
  { file, warn }: { file: string; warn: (warning: SpecWarning) => void },
  at: (tokens: readonly string[]) => string,
): void {
  const openApi = typeof document.openapi === 'string'
  document.components ??= {}
  const components = document.components as Record<string, Record<string, unknown>>
  const lifted = new Map<string, string>()
  const visit = (value: unknown, tokens: string[]): void => {
    if (typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, [...tokens, String(index)])
      })
      return
    }
    const node = value as Record<string, unknown>
    const target = typeof node.$ref === 'string' ? refTokens(node.$ref) : undefined
    if (target && (target[0] === 'paths' || target[0] === 'methods') && target.includes('schema')) {
      // A schema referenced where it stands inside an operation: generators name types after
      // components, so it is lifted into one named after the property it describes.
      const key = target.join('/')
      const object = resolvePointer(source, node.$ref as string)
      if (object !== undefined && typeof object === 'object') {
        if (!lifted.has(key)) {
          components.schemas ??= {}
          const property =
            [...target].reverse().find((_, index, reversed) => reversed[index + 1] === 'properties') ?? 'InlineSchema'
          let free = property
          for (let n = 2; components.schemas[free] !== undefined; n++) free = `${property}${n}`
          components.schemas[free] = structuredClone(object)
          lifted.set(key, free)
          warn({
            file,
            pointer: at([...tokens, '$ref']),
            rule: `$ref ${node.$ref} points at a schema inside an operation, not at a component`,
            action: `read as the schema components/schemas/${free}, and so is every other $ref to it`,
          })
        }
        node.$ref = `#/components/schemas/${encodeURIComponent(pointerToken(lifted.get(key)!))}`
      }
    } else if (
      openApi &&
      target &&
      (target.length === 2 || target.length === 3) &&
      target[0] === 'components' &&
      !componentSections.has(target[1]!)
    ) {
      const section = target[1]!
      const object = target.length === 3 ? components[section]?.[target[2]!] : components[section]
      // `components/x-metadata` (a schema kept in an extension) is named after the extension.
      const name = target.length === 3 ? target[2]! : section.replace(/^x-/, '')
      if (object !== undefined) {
        const key = target.join('/')
        if (!lifted.has(key)) {
          components.schemas ??= {}
          const free = components.schemas[name] === undefined ? name : `${section}_${name}`
          components.schemas[free] = object
          lifted.set(key, free)
        }
        warn({
          file,
          pointer: at([...tokens, '$ref']),
          rule: `$ref ${node.$ref} points into components/${section}, which is not a section of OpenAPI 3`,
          action: `read as the schema components/schemas/${lifted.get(key)}`,
        })
        node.$ref = `#/components/schemas/${encodeURIComponent(pointerToken(lifted.get(key)!))}`
      }
    }
    for (const [key, child] of Object.entries(node))
      if (key !== 'example' && key !== 'examples') visit(child, [...tokens, key])
  }
  visit(document.paths, ['paths'])
  visit(document.methods, ['methods'])
  for (const section of Object.keys(components))
    if (!openApi || componentSections.has(section)) visit(components[section], ['components', section])
}

/**
 * OpenRPC: a param or result (a content descriptor) without a `schema`, which the specification
 * requires, is read as one whose schema accepts anything, so that its method still has a type and
 * a validator.
 */
function describeEveryValue(
  document: SpecDocument,
  { file, warn }: { file: string; warn: (warning: SpecWarning) => void },
  at: (tokens: readonly string[]) => string,
): void {
  const check = (descriptor: unknown, tokens: string[]) => {
    if (typeof descriptor !== 'object' || descriptor === null || Array.isArray(descriptor)) return
    const node = descriptor as Record<string, unknown>
    if (typeof node.$ref === 'string' || 'schema' in node) return
    warn({
      file,
      pointer: at(tokens),
      rule: `${typeof node.name === 'string' ? node.name : 'a content descriptor'} has no schema (OpenRPC requires one)`,
      action: 'taken as a schema that accepts anything',
    })
    node.schema = {}
  }
  for (const [index, method] of (Array.isArray(document.methods) ? document.methods : []).entries()) {
    if (typeof method !== 'object' || method === null) continue
    for (const [n, param] of (Array.isArray(method.params) ? method.params : []).entries())
      check(param, ['methods', String(index), 'params', String(n)])
    check(method.result, ['methods', String(index), 'result'])
  }
  for (const [name, descriptor] of Object.entries(document.components?.contentDescriptors ?? {}))
    check(descriptor, ['components', 'contentDescriptors', name])
}
