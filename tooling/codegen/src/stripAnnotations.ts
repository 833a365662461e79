import type { SpecDocument } from '@ledgernet/specs'

/**
 * The prose of a document: what only people read (descriptions, summaries, titles, examples,
 * comments, links). Routing and request checks never do; `x-*` extensions, `default`,
 * `readOnly`/`writeOnly` and `deprecated` stay, since a reader of the operations may use them.
 */
export const proseKeywords: ReadonlySet<string> = new Set([
  'description',
  'title',
  'summary',
  'examples',
  'example',
  '$comment',
  'externalDocs',
])
/** Keywords that never change what validates (the prose and these); ajv would copy them into generated code. */
const annotations = new Set([...proseKeywords, 'deprecated', 'readOnly', 'writeOnly', 'default', 'xml'])
/** Keywords whose value is a map of names to schemas: their keys are names, not keywords. */
const nameMaps = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'dependentSchemas',
  'schemas',
  'paths',
  'responses',
  'content',
  'headers',
  'contentDescriptors',
  'requestBodies',
  'parameters',
])

/**
 * A copy of a spec document without the annotations of its schemas (descriptions, examples,
 * `x-*`, …), so that generated validators carry only what they check; with `keywords`, without
 * those keywords only (`proseKeywords`: the prose, extensions kept). Names are kept: a property
 * called `description` stays, only the keyword goes.
 *
 * @example
 * stripAnnotations({ type: 'object', description: 'An amount.', properties: { description: { type: 'string' } } })
 * // { type: 'object', properties: { description: { type: 'string' } } }
 */
export function stripAnnotations(document: SpecDocument, keywords?: ReadonlySet<string>): SpecDocument {
  const strip = (value: unknown, parentKey?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item))
    if (typeof value !== 'object' || value === null) return value
    const out: Record<string, unknown> = {}
    const isNameMap = parentKey !== undefined && nameMaps.has(parentKey)
    for (const [key, child] of Object.entries(value)) {
      if (!isNameMap && (keywords ? keywords.has(key) : annotations.has(key) || key.startsWith('x-'))) continue
      out[key] = strip(child, isNameMap ? undefined : key)
    }
    return out
  }
  return strip(document) as SpecDocument
}
