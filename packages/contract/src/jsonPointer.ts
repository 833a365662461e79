/**
 * The tokens of a JSON Pointer (RFC 6901), unescaped: `/actions/0/amount` → `['actions', '0', 'amount']`.
 *
 * @example
 * pointerTokens('/a~1b/0') // ['a/b', '0']
 */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return []
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/**
 * The value a JSON Pointer designates inside `value`, and whether it exists.
 *
 * @example
 * valueAtPointer({ a: [1, 2] }, '/a/1') // { found: true, value: 2 }
 */
export function valueAtPointer(value: unknown, pointer: string): { found: boolean; value?: unknown } {
  let current: unknown = value
  for (const token of pointerTokens(pointer)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, token)) return { found: false }
    current = (current as Record<string, unknown>)[token]
  }
  return { found: true, value: current }
}
