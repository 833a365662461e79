import type { SpecDocument } from './loadSpec.js'
import { mapDocumentSchemas, mapSchema } from './normalizeSpec.js'
import { resolveRef } from './resolveRef.js'

/**
 * Which way a schema is read: a request sends it, a response answers it.
 *
 * @example
 * const direction: SchemaDirection = 'request'
 */
export type SchemaDirection = 'request' | 'response'

/**
 * True when a document marks properties `readOnly` or `writeOnly`: its request and response
 * schemas then differ (a `readOnly` property is never sent, a `writeOnly` one never answered).
 *
 * @example
 * hasDirectionalSchemas(loadSpec('gateway')) // false
 */
export function hasDirectionalSchemas(document: SpecDocument): boolean {
  return /"(readOnly|writeOnly)":true/.test(
    JSON.stringify(document.components ?? {}) + JSON.stringify(document.paths ?? {}),
  )
}

/**
 * The id under which the request schemas of a document are compiled: the document's own id, or
 * `<id>.request` when its request and response schemas differ (see {@link schemaView}).
 *
 * @example
 * requestSchemaId('gateway', loadSpec('gateway')) // 'gateway'
 */
export function requestSchemaId(id: string, document: SpecDocument): string {
  return hasDirectionalSchemas(document) ? `${id}.request` : id
}

/**
 * The document as one direction reads it, as OpenAPI defines `readOnly`/`writeOnly` and the
 * generated types have it (hey-api's `…Writable` request types): in requests a `readOnly`
 * property is not required and not allowed, in responses the same of a `writeOnly` one. A
 * property is `readOnly` when its schema says so, or the schema it references (directly or as
 * `allOf`'s only member) does.
 *
 * @example
 * const requests = schemaView(document, 'request')
 */
export function schemaView(document: SpecDocument, direction: SchemaDirection): SpecDocument {
  const hidden = direction === 'request' ? 'readOnly' : 'writeOnly'
  const marked = (schema: unknown): boolean => {
    if (!schema || typeof schema !== 'object') return false
    const value = schema as Record<string, any>
    if (value[hidden] === true) return true
    if (typeof value.$ref === 'string') return resolveRef<Record<string, any>>(document, value)?.[hidden] === true
    return Array.isArray(value.allOf) && value.allOf.length === 1 && marked(value.allOf[0])
  }
  const hide = (schema: Record<string, any>) => {
    if (!schema.properties || typeof schema.properties !== 'object') return schema
    const names = Object.keys(schema.properties).filter((name) => marked(schema.properties[name]))
    if (names.length === 0) return schema
    const properties = { ...schema.properties }
    for (const name of names) properties[name] = false
    const required = (schema.required ?? []).filter((name: string) => !names.includes(name))
    return { ...schema, properties, ...(schema.required ? { required } : {}) }
  }
  return mapDocumentSchemas(structuredClone(document), (schema) => mapSchema(schema, hide))
}
