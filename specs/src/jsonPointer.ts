/**
 * Escapes one JSON Pointer token (RFC 6901): `~` → `~0`, `/` → `~1`.
 *
 * @example
 * pointerToken('/token/derive') // '~1token~1derive'
 */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1')
}

/**
 * Builds a JSON Pointer from its tokens.
 *
 * @example
 * toPointer(['paths', '/token/derive', 'post']) // '/paths/~1token~1derive/post'
 */
export function toPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((token) => `/${pointerToken(token)}`).join('')
}

/**
 * The value a local reference (`#/components/schemas/TokenAmount`) or a pointer
 * (`/components/...`) designates in `document`, or `undefined` when it does not resolve.
 *
 * @example
 * resolvePointer(doc, '#/components/schemas/TokenAmount')
 */
export function resolvePointer(document: unknown, ref: string): unknown {
  const pointer = ref.startsWith('#') ? decodeURIComponent(ref.slice(1)) : ref
  if (pointer === '') return document
  if (!pointer.startsWith('/')) return undefined
  let current: unknown = document
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, token)) return undefined
    current = (current as Record<string, unknown>)[token]
  }
  return current
}

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
 * A JSON Pointer written as a URI fragment (each token percent-encoded), as ajv expects in
 * `$ref`s and `getSchema` keys.
 *
 * @example
 * toFragment(['paths', '/token/derive', 'post']) // '#/paths/~1token~1derive/post'
 */
export function toFragment(tokens: readonly (string | number)[]): string {
  return `#${tokens.map((token) => `/${encodeURIComponent(pointerToken(token))}`).join('')}`
}

/**
 * The tokens of a local reference (`#/…`, percent-encoded as a URI fragment) or of a pointer
 * (`/…`), unescaped.
 *
 * @example
 * refTokens('#/paths/~1token~1derive/post') // ['paths', '/token/derive', 'post']
 */
export function refTokens(ref: string): string[] {
  return ref
    .replace(/^#?\//, '')
    .split('/')
    .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'))
}

/**
 * Like {@link resolveRef}, and also says where the object sits (its pointer tokens), so that
 * schemas inside it can be compiled by reference.
 *
 * @example
 * const { value, tokens } = resolveRefAt(doc, ['paths', '/x', 'post', 'requestBody'])
 */
export function resolveRefAt<T = any>(document: unknown, tokens: readonly (string | number)[]): { value: T; tokens: (string | number)[] } {
  let at = [...tokens]
  let current = resolvePointer(document, toPointer(at)) as { $ref?: unknown }
  const seen = new Set<string>()
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref
    if (seen.has(ref)) throw new Error(`$ref loop at ${ref}`)
    seen.add(ref)
    if (!ref.startsWith('#/')) throw new Error(`$ref ${ref} is not a local reference`)
    at = refTokens(ref)
    current = resolvePointer(document, ref) as { $ref?: unknown }
    if (current === undefined) throw new Error(`$ref ${ref} does not resolve`)
  }
  return { value: current as T, tokens: at }
}
