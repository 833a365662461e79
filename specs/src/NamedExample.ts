import type { SpecDocument } from './loadSpec.js'
import { resolveRef } from './resolveRef.js'

/**
 * One example of a spec document: its name (the key in an `examples` map, `example` for the
 * singular form, `examples[i]` in a list) and its value.
 *
 * @example
 * const example: NamedExample = { name: 'transfer', summary: 'Send 1 XRD', value: { actions: [] } }
 */
export type NamedExample = { name: string; summary?: string; value: unknown }

/**
 * The examples of an OpenAPI media type, parameter or header object: the `examples` map
 * (following `$ref`s to `components/examples`) and the singular `example`.
 *
 * @example
 * objectExamples(doc, doc.paths['/token/derive'].post.requestBody.content['application/json'])
 */
export function objectExamples(document: SpecDocument, holder: Record<string, any> | undefined): NamedExample[] {
  const found: NamedExample[] = []
  for (const [name, raw] of Object.entries<any>(holder?.examples ?? {})) {
    const example = resolveRef(document, raw)
    if (example && 'value' in example) {
      const named: NamedExample = { name, value: example.value }
      if (example.summary) named.summary = example.summary
      found.push(named)
    }
  }
  if (holder && 'example' in holder) found.push({ name: 'example', value: holder.example })
  return found
}
