import { pointerToken, resolvePointer } from '@ledgernet/transport'
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
  walk(document, [])
  return document
}
