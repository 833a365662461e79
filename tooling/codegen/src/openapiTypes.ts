import type { SpecDocument } from '@ledgernet/specs'
import openapiTS, { astToString } from 'openapi-typescript'

/**
 * The TypeScript types of an OpenAPI 3.1 document (`paths`, `components`, `operations`), as
 * openapi-typescript writes them: zero run-time code.
 *
 * @example
 * const source = await openapiTypes(loadSpec('gateway'))
 */
export async function openapiTypes(document: SpecDocument): Promise<string> {
  // openapi-typescript may annotate the document it is given; the loaded spec is shared and frozen.
  const ast = await openapiTS(structuredClone(document) as never, { silent: true })
  return astToString(ast)
}
