import { resolvePointer, toPointer } from '@ledgernet/transport'
import { forEachValue } from './forEachValue.js'
import type { SpecDocument } from './loadSpec.js'

/**
 * Every `$ref` of a document that does not resolve, as `<where> → <ref>`. Only local references
 * (`#/…`) are allowed in our specs, so any other one is reported too.
 *
 * @example
 * expect(unresolvedRefs(loadSpec('node-rpc'))).toEqual([])
 */
export function unresolvedRefs(document: SpecDocument): string[] {
  const problems: string[] = []
  forEachValue(document, (ref, tokens) => {
    if (tokens.at(-1) !== '$ref' || typeof ref !== 'string') return
    const where = `#${toPointer(tokens.slice(0, -1))}`
    if (!ref.startsWith('#')) problems.push(`${where} → ${ref} (not a local reference)`)
    else if (resolvePointer(document, ref) === undefined) problems.push(`${where} → ${ref}`)
  })
  return problems
}
