import { refTokens, resolvePointer, toPointer } from '@ledgernet/transport'

/**
 * Follows `$ref` chains of non-schema objects (parameters, responses, request bodies, OpenRPC
 * content descriptors and errors) to the object they name. Throws naming the reference when it
 * does not resolve or loops.
 *
 * @example
 * const response = resolveRef(doc, { $ref: '#/components/responses/WrongVerb' })
 */
export function resolveRef<T = any>(document: unknown, value: unknown): T {
  let current = value as { $ref?: unknown }
  const seen = new Set<string>()
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref
    if (seen.has(ref)) throw new Error(`$ref loop at ${ref}`)
    seen.add(ref)
    const target = resolvePointer(document, ref)
    if (target === undefined) throw new Error(`$ref ${ref} does not resolve`)
    current = target as { $ref?: unknown }
  }
  return current as T
}

/**
 * Like {@link resolveRef}, and also says where the object sits (its pointer tokens), so that
 * schemas inside it can be compiled by reference.
 *
 * @example
 * const { value, tokens } = resolveRefAt(doc, ['paths', '/x', 'post', 'requestBody'])
 */
export function resolveRefAt<T = any>(
  document: unknown,
  tokens: readonly (string | number)[],
): { value: T; tokens: (string | number)[] } {
  let at = [...tokens]
  let current = resolvePointer(document, toPointer(at)) as { $ref?: unknown }
  const seen = new Set<string>()
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref
    if (seen.has(ref)) throw new Error(`$ref loop at ${ref}`)
    seen.add(ref)
    const tokens = ref.startsWith('#/') ? refTokens(ref) : undefined
    if (tokens === undefined) throw new Error(`$ref ${ref} is not a local reference`)
    at = tokens
    current = resolvePointer(document, ref) as { $ref?: unknown }
    if (current === undefined) throw new Error(`$ref ${ref} does not resolve`)
  }
  return { value: current as T, tokens: at }
}
