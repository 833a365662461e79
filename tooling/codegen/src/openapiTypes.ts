import type { SpecDocument } from '@ledgernet/specs'

/**
 * The TypeScript types of an OpenAPI 3.1 document (`paths`, `components`, `operations`), as
 * openapi-typescript writes them: zero run-time code. openapi-typescript is loaded on first use:
 * only OpenRPC clients need it, and loading it costs a `generate` of an OpenAPI client about a
 * second.
 *
 * @example
 * const source = await openapiTypes(loadSpec('gateway'))
 */
export async function openapiTypes(document: SpecDocument): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript')
  // openapi-typescript may annotate the document it is given; the loaded spec is shared and frozen.
  const ast = await openapiTS(structuredClone(document) as never, { silent: true })
  return astToString(ast)
}
