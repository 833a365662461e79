import { listMethods } from './listMethods.js'
import { listOperations } from './listOperations.js'
import type { SpecDocument } from './loadSpec.js'
import { resolveRef } from './resolveRef.js'

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0
const hasSchemaExample = (schema: any) =>
  (Array.isArray(schema?.examples) && schema.examples.length > 0) || (schema && 'example' in schema)
const hasMediaExample = (document: SpecDocument, media: any) =>
  Object.keys(media?.examples ?? {}).length > 0 ||
  (media && 'example' in media) ||
  hasSchemaExample(resolveRef(document, media?.schema))

/**
 * What a spec document leaves undocumented, against docs/architecture.md, "Spec conventions":
 * every schema in `components.schemas` has a description and an example; every operation has a
 * description, a valid `x-ledgernet-retry-safe`, and an example for its request body and for each
 * response with content; every OpenRPC method has a description, `x-ledgernet-retry-safe` and
 * an example pairing; OpenAPI documents declare `x-ledgernet-wrong-verb` and
 * `x-ledgernet-unknown-path`. An empty list means nothing is missing.
 *
 * @example
 * expect(documentationGaps(loadSpec('gateway'))).toEqual([])
 */
export function documentationGaps(document: SpecDocument): string[] {
  const gaps: string[] = []
  for (const [name, schema] of Object.entries<any>(document.components?.schemas ?? {})) {
    if (!hasText(schema?.description)) gaps.push(`#/components/schemas/${name} has no description`)
    if (!hasSchemaExample(schema)) gaps.push(`#/components/schemas/${name} has no example`)
  }
  const checkRetrySafe = (where: string, value: unknown, allowObject: boolean) => {
    const valid =
      typeof value === 'boolean' ||
      (allowObject &&
        typeof value === 'object' &&
        value !== null &&
        Object.keys(value).length === 1 &&
        typeof (value as { unlessBodyTrue?: unknown }).unlessBodyTrue === 'string')
    if (!valid)
      gaps.push(
        `${where} has no valid x-ledgernet-retry-safe (true, false${allowObject ? ' or { unlessBodyTrue: <field> }' : ''})`,
      )
  }

  if (typeof document.openrpc === 'string') {
    for (const method of listMethods(document)) {
      const raw = resolveRef(
        document,
        document.methods.find((m: any) => resolveRef(document, m).name === method.name),
      )
      if (!hasText(method.description)) gaps.push(`${method.name} has no description`)
      if (!hasText(method.summary)) gaps.push(`${method.name} has no summary`)
      if (method.examples.length === 0) gaps.push(`${method.name} has no example pairing`)
      checkRetrySafe(method.name, raw['x-ledgernet-retry-safe'], false)
    }
    return gaps
  }

  for (const kind of ['x-ledgernet-wrong-verb', 'x-ledgernet-unknown-path'])
    if (!document[kind]) gaps.push(`the document declares no ${kind}`)
  for (const operation of listOperations(document)) {
    const where = `${operation.operationId} (${operation.method} ${operation.path})`
    const raw = resolveRef(document, document.paths[operation.path])[operation.method.toLowerCase()]
    if (!hasText(operation.description)) gaps.push(`${where} has no description`)
    checkRetrySafe(where, raw['x-ledgernet-retry-safe'], true)
    for (const [type, media] of Object.entries<any>(operation.requestBody?.value.content ?? {}))
      if (!hasMediaExample(document, media)) gaps.push(`${where} request ${type} has no example`)
    if (!operation.successStatus) gaps.push(`${where} documents no 2xx answer`)
    for (const response of operation.responses) {
      if (!hasText(response.value.description)) gaps.push(`${where} response ${response.status} has no description`)
      for (const [type, media] of Object.entries<any>(response.value.content ?? {}))
        if (!hasMediaExample(document, media)) gaps.push(`${where} response ${response.status} ${type} has no example`)
    }
  }
  return gaps
}
