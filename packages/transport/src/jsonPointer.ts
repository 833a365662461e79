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
 * A JSON Pointer written as a URI fragment (each token percent-encoded), as `$ref`s and ajv's
 * `getSchema` keys write it.
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
 * The value a local reference (`#/components/schemas/TokenAmount`, percent-encoded as a URI
 * fragment) or a JSON Pointer (`/actions/0/amount`, RFC 6901) designates in `document`, or
 * `undefined` when it does not resolve (a JSON value is never `undefined`, so this also says
 * whether it exists).
 *
 * @example
 * resolvePointer({ actions: [{ amount: 1 }] }, '/actions/0/amount') // 1
 * resolvePointer(document, '#/components/schemas/TokenAmount')
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
