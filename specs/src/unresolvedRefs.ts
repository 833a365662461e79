import { resolvePointer, toPointer } from './jsonPointer.js'
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
  const visit = (value: unknown, tokens: (string | number)[]) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, [...tokens, i])
      return
    }
    if (typeof value !== 'object' || value === null) return
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        if (!child.startsWith('#')) problems.push(`#${toPointer(tokens)} → ${child} (not a local reference)`)
        else if (resolvePointer(document, child) === undefined) problems.push(`#${toPointer(tokens)} → ${child}`)
      } else visit(child, [...tokens, key])
    }
  }
  visit(document, [])
  return problems
}
