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
 * The value a local reference (`#/components/schemas/TokenAmount`, percent-encoded as a URI
 * fragment) or a JSON Pointer (`/actions/0/amount`, RFC 6901) designates in `document`, or
 * `undefined` when it does not resolve (a JSON value is never `undefined`, so this also says
 * whether it exists).
 *
 * @example
 * resolvePointer(doc, '#/components/schemas/TokenAmount')
 * resolvePointer({ actions: [{ amount: 1 }] }, '/actions/0/amount') // 1
 */
export function resolvePointer(document: unknown, ref: string): unknown {
  const tokens = refTokens(ref)
  if (tokens === undefined) return undefined
  let current: unknown = document
  for (const token of tokens) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, token)) return undefined
    // In an array only an index names a member (RFC 6901), never `length`.
    if (Array.isArray(current) && !/^(0|[1-9][0-9]*)$/.test(token)) return undefined
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
 * The tokens of a local reference (`#/…`, percent-encoded as a URI fragment) or of a JSON Pointer
 * (`/…`), unescaped (`~1` → `/`, `~0` → `~`); none for the whole document (`''` or `#`);
 * `undefined` for text that is neither.
 *
 * @example
 * refTokens('#/paths/~1token~1derive/post') // ['paths', '/token/derive', 'post']
 * refTokens('/actions/0/amount') // ['actions', '0', 'amount']
 */
export function refTokens(ref: string): string[] | undefined {
  let pointer = ref
  if (pointer.startsWith('#')) {
    try {
      pointer = decodeURIComponent(pointer.slice(1))
    } catch {
      return undefined
    }
  }
  if (pointer === '') return []
  if (!pointer.startsWith('/')) return undefined
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
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
