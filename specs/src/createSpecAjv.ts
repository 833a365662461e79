import { pointerToken } from '@ledgernet/transport'
import { Ajv2020, type Options } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { SpecDocument } from './loadSpec.js'
import { hasDirectionalSchemas, requestSchemaId, schemaView } from './schemaViews.js'
import { malformedSchemaError } from './specErrorFromAjv.js'

/** Keywords OpenAPI 3.1 and OpenRPC add to JSON Schema; annotations for validation. */
const vocabularyKeywords = ['example', 'xml', 'externalDocs']

/**
 * The top-level members of a document that hold schemas. ajv treats the document as one schema
 * resource, so these become annotation keywords of its root; the other members (`info`,
 * `servers`, …) are left out of the copy ajv sees.
 */
const schemaHolders = ['paths', 'webhooks', 'components', 'methods']

const knownFormats = new Set([
  'date',
  'time',
  'date-time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
])

/**
 * A copy of a (normalized, see `normalizeSpec`) spec document that ajv accepts as a schema resource (only its schema-holding
 * members: `paths`, `webhooks`, `components`, `methods`, `x-*`): `discriminator.mapping` is
 * dropped (ajv refuses it; it finds the branch from each branch's `const` instead, and the lint
 * tests check that the mapping agrees), and the `x-*` extension names and formats in use are
 * listed so that they can be registered.
 *
 * @example
 * const { document, extensions, formats } = prepareSchemaDocument(loadSpec('gateway'))
 */
export function prepareSchemaDocument(source: SpecDocument): {
  document: SpecDocument
  extensions: string[]
  formats: string[]
} {
  const extensions = new Set<string>()
  const formats = new Set<string>()
  const copy = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => copy(item))
    if (typeof value !== 'object' || value === null) return value
    const out: Record<string, unknown> = {}
    for (const [name, child] of Object.entries(value)) {
      if (name.startsWith('x-')) extensions.add(name)
      if (name === 'format' && typeof child === 'string') formats.add(child)
      if (key === 'discriminator' && name === 'mapping') continue
      // Examples are data, yet ajv looks for `$id`s under every key: an example that carries one
      // (a storage API's `{ "$id": "…" }` metadata) would name a schema. It is held without them.
      out[name] = name === 'example' || name === 'examples' ? withoutIdentifiers(child) : copy(child, name)
    }
    return out
  }
  const document: SpecDocument = {}
  for (const [name, value] of Object.entries(source)) {
    if (name.startsWith('x-')) extensions.add(name)
    if (schemaHolders.includes(name) || name.startsWith('x-')) document[name] = copy(value, name)
  }
  return {
    document,
    extensions: [...extensions].sort(),
    formats: [...formats].sort(),
  }
}

/** Example data without the keys ajv reads as schema identifiers (`$id`, `$anchor`, `$dynamicAnchor`). */
function withoutIdentifiers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdentifiers)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== '$id' && name !== '$anchor' && name !== '$dynamicAnchor')
      .map(([name, child]) => [name, withoutIdentifiers(child)]),
  )
}

/**
 * The ajv options shared by the spec validator and the code generator: JSON Schema 2020-12
 * (the dialect of OpenAPI 3.1; our OpenRPC document uses it too), strict about unknown keywords
 * (a typo in a spec is an error), `discriminator` support, union types allowed.
 *
 * @example
 * const ajv = new Ajv2020({ ...specAjvOptions, allErrors: true })
 */
export const specAjvOptions: Options = {
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allowUnionTypes: true,
  discriminator: true,
}

/**
 * An ajv instance holding one spec document under `id`, so that any schema in it compiles from
 * a reference: `ajv.compile({ $ref: 'gateway#/components/schemas/TokenAmount' })`. Registers the
 * OpenAPI/OpenRPC vocabulary and the document's `x-*` extensions as annotations so that strict
 * mode only rejects real mistakes. Formats are checked (ajv-formats) unless `validateFormats` is
 * false; a format ajv-formats does not know is treated as an annotation.
 *
 * @example
 * const ajv = createSpecAjv(loadSpec('gateway'), 'gateway', { allErrors: true })
 * const validate = ajv.compile({ $ref: 'gateway#/components/schemas/TokenAmount' })
 */
export function createSpecAjv(source: SpecDocument, id: string, options: Options = {}): Ajv2020 {
  // A document whose requests and responses differ (readOnly/writeOnly) is held twice: the
  // response view under its id, the request view under `<id>.request`.
  const directional = hasDirectionalSchemas(source)
  const { document, extensions, formats } = prepareSchemaDocument(directional ? schemaView(source, 'response') : source)
  const ajv = new Ajv2020({ ...specAjvOptions, ...options })
  for (const keyword of [...vocabularyKeywords, ...schemaHolders, ...extensions]) ajv.addKeyword(keyword)
  if (options.validateFormats !== false) addFormats.default(ajv)
  for (const format of formats)
    if (!knownFormats.has(format) || options.validateFormats === false) ajv.addFormat(format, true)
  // The meta-schema check of the whole document costs a server a few hundred milliseconds at
  // every start; it runs where a spec changes instead: `checkSchemas` (the validators'
  // `compileAll`, called by the spec tests and the generator) and ajv's own compile.
  ajv.addSchema(document, id, undefined, false)
  if (directional)
    ajv.addSchema(
      prepareSchemaDocument(schemaView(source, 'request')).document,
      requestSchemaId(id, source),
      undefined,
      false,
    )
  prepared.set(ajv, document)
  return ajv
}

const prepared = new WeakMap<Ajv2020, SpecDocument>()

/**
 * Checks every schema of the document given to {@link createSpecAjv} against the JSON Schema
 * meta-schema and throws a `SpecError` (file, pointer, rule, fix) when one is malformed (`type: strin`, …).
 *
 * @example
 * checkSchemas(createSpecAjv(loadSpec('gateway'), 'gateway'), 'gateway')
 */
export function checkSchemas(ajv: Ajv2020, id: string, file = id): void {
  const document = prepared.get(ajv)
  if (!document) return
  // Schemas sit under `components.schemas` and under every `schema` key (bodies, parameters,
  // headers, OpenRPC params and results); each is checked where it stands.
  const visit = (value: unknown, pointer: string, isSchema: boolean): void => {
    if (typeof value !== 'object' || value === null) return
    if (isSchema && !ajv.validateSchema(value as object))
      throw malformedSchemaError(ajv.errors as never, { file, pointer: pointer.slice(1) })
    if (isSchema) return
    for (const [key, child] of Object.entries(value)) {
      const at = `${pointer}/${pointerToken(key)}`
      visit(child, at, key === 'schema' || /\/components\/schemas$/.test(pointer))
    }
  }
  visit(document, '#', false)
}
