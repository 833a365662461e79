import { toPointer } from '@ledgernet/transport'
import { httpMethods } from './listOperations.js'
import type { SpecDocument } from './loadSpec.js'
import { resolveRef } from './resolveRef.js'

/**
 * One example found in a spec document, with the schema it must match: `label` says where it is
 * (`#/components/schemas/TokenAmount examples[0]`, `POST /token/derive request "transfer"`),
 * `schema` is the pointer of that schema in the document.
 *
 * @example
 * const example: SpecExample = { label: '#/components/schemas/Epoch examples[0]', schema: '/components/schemas/Epoch', value: { epoch: 3 } }
 */
export type SpecExample = { label: string; schema: string; value: unknown }

/** Keywords whose value is one subschema, a list of them, or a map of them (JSON Schema 2020-12). */
const oneSchema = [
  'additionalProperties',
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contentSchema',
]
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems']
const schemaMaps = ['properties', 'patternProperties', '$defs', 'dependentSchemas']

/**
 * Every example of a spec document and the schema it belongs to:
 * - `examples`/`example` on any schema, nested ones included (`components.schemas`, media types,
 *   parameters, headers, OpenRPC content descriptors);
 * - OpenAPI media-type, parameter and header examples (`examples` map and `example`);
 * - OpenRPC example pairings: each param by name, and the result.
 * Objects are visited where they are written, not through `$ref`, so each example is listed once.
 *
 * @example
 * for (const { label, schema, value } of collectExamples(loadSpec('gateway')))
 *   expect(validator.validateSchema(schema, value), label).toEqual([])
 */
export function collectExamples(document: SpecDocument): SpecExample[] {
  const found: SpecExample[] = []
  const at = (tokens: (string | number)[]) => toPointer(tokens)

  const walkSchema = (schema: unknown, tokens: (string | number)[]) => {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return
    const s = schema as Record<string, unknown>
    if (Array.isArray(s.examples))
      for (const [index, value] of s.examples.entries())
        found.push({ label: `#${at(tokens)} examples[${index}]`, schema: at(tokens), value })
    if ('example' in s) found.push({ label: `#${at(tokens)} example`, schema: at(tokens), value: s.example })
    for (const keyword of oneSchema) if (keyword in s) walkSchema(s[keyword], [...tokens, keyword])
    for (const keyword of schemaLists)
      if (Array.isArray(s[keyword]))
        for (const [i, child] of (s[keyword] as unknown[]).entries()) walkSchema(child, [...tokens, keyword, i])
    for (const keyword of schemaMaps)
      for (const [name, child] of Object.entries((s[keyword] as Record<string, unknown>) ?? {}))
        walkSchema(child, [...tokens, keyword, name])
  }

  // A parameter, header or media type: examples of the object itself, and of its schema.
  const walkHolder = (holder: any, tokens: (string | number)[], label: string) => {
    if (!holder || typeof holder !== 'object' || typeof holder.$ref === 'string') return
    if (holder.schema) {
      for (const [name, raw] of Object.entries<any>(holder.examples ?? {})) {
        const example = resolveRef(document, raw)
        if (example && 'value' in example)
          found.push({ label: `${label} "${name}"`, schema: at([...tokens, 'schema']), value: example.value })
      }
      if ('example' in holder)
        found.push({ label: `${label} example`, schema: at([...tokens, 'schema']), value: holder.example })
      walkSchema(holder.schema, [...tokens, 'schema'])
    }
  }
  const walkContent = (content: any, tokens: (string | number)[], label: string) => {
    for (const [type, media] of Object.entries<any>(content ?? {}))
      walkHolder(media, [...tokens, type], `${label} ${type}`)
  }
  const walkHeaders = (headers: any, tokens: (string | number)[], label: string) => {
    for (const [name, header] of Object.entries<any>(headers ?? {}))
      walkHolder(header, [...tokens, name], `${label} header ${name}`)
  }
  const walkResponse = (response: any, tokens: (string | number)[], label: string) => {
    if (!response || typeof response.$ref === 'string') return
    walkContent(response.content, [...tokens, 'content'], label)
    walkHeaders(response.headers, [...tokens, 'headers'], label)
  }
  const walkParameters = (parameters: any, tokens: (string | number)[], label: string) => {
    for (const [i, parameter] of (parameters ?? []).entries())
      walkHolder(parameter, [...tokens, i], `${label} parameter ${parameter?.name ?? i}`)
  }

  const components = document.components ?? {}
  for (const [name, schema] of Object.entries(components.schemas ?? {}))
    walkSchema(schema, ['components', 'schemas', name])

  if (typeof document.openrpc === 'string') {
    for (const [name, descriptor] of Object.entries<any>(components.contentDescriptors ?? {}))
      walkSchema(descriptor?.schema, ['components', 'contentDescriptors', name, 'schema'])
    ;(document.methods ?? []).forEach((rawMethod: any, m: number) => {
      const method = resolveRef(document, rawMethod)
      const methodTokens = typeof rawMethod.$ref === 'string' ? undefined : ['methods', m]
      if (methodTokens) {
        ;(method.params ?? []).forEach((param: any, i: number) => {
          if (typeof param.$ref !== 'string') walkSchema(param.schema, [...methodTokens, 'params', i, 'schema'])
        })
        if (method.result && typeof method.result.$ref !== 'string')
          walkSchema(method.result.schema, [...methodTokens, 'result', 'schema'])
      }
      const schemaOf = (descriptorRaw: any, tokens: (string | number)[]) =>
        typeof descriptorRaw?.$ref === 'string'
          ? `${descriptorRaw.$ref.replace(/^#/, '')}/schema`
          : at([...tokens, 'schema'])
      ;(method.examples ?? []).forEach((rawPairing: any, p: number) => {
        const pairing = resolveRef(document, rawPairing)
        const label = `${method.name} example "${pairing.name ?? p}"`
        for (const rawParam of pairing.params ?? []) {
          const param = resolveRef(document, rawParam)
          const index = (method.params ?? []).findIndex(
            (declared: any) => resolveRef(document, declared)?.name === param.name,
          )
          // A pairing naming an unknown param cannot be checked against a schema: say so.
          found.push(
            index < 0
              ? {
                  label: `${label} param ${param.name} (not a param of ${method.name})`,
                  schema: '/nonexistent-param',
                  value: param.value,
                }
              : {
                  label: `${label} param ${param.name}`,
                  schema: schemaOf(method.params[index], [...(methodTokens ?? ['methods', m]), 'params', index]),
                  value: param.value,
                },
          )
        }
        if (pairing.result && method.result) {
          const result = resolveRef(document, pairing.result)
          found.push({
            label: `${label} result`,
            schema: schemaOf(method.result, [...(methodTokens ?? ['methods', m]), 'result']),
            value: result.value,
          })
        }
      })
    })
    return found
  }

  for (const [path, item] of Object.entries<any>(document.paths ?? {})) {
    if (!item || typeof item.$ref === 'string') continue
    walkParameters(item.parameters, ['paths', path, 'parameters'], path)
    for (const method of httpMethods) {
      const operation = item[method]
      if (!operation) continue
      const label = `${method.toUpperCase()} ${path}`
      const tokens = ['paths', path, method]
      walkParameters(operation.parameters, [...tokens, 'parameters'], label)
      if (operation.requestBody && typeof operation.requestBody.$ref !== 'string')
        walkContent(operation.requestBody.content, [...tokens, 'requestBody', 'content'], `${label} request`)
      for (const [status, response] of Object.entries<any>(operation.responses ?? {}))
        walkResponse(response, [...tokens, 'responses', status], `${label} response ${status}`)
    }
  }
  for (const [name, response] of Object.entries<any>(components.responses ?? {}))
    walkResponse(response, ['components', 'responses', name], `#/components/responses/${name}`)
  for (const [name, body] of Object.entries<any>(components.requestBodies ?? {}))
    walkContent(body?.content, ['components', 'requestBodies', name, 'content'], `#/components/requestBodies/${name}`)
  for (const [name, parameter] of Object.entries<any>(components.parameters ?? {}))
    walkHolder(parameter, ['components', 'parameters', name], `#/components/parameters/${name}`)
  walkHeaders(components.headers, ['components', 'headers'], '#/components')
  return found
}
