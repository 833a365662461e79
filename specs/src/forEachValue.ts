/**
 * Calls `visit` on every value of a parsed JSON document (the document itself included), a parent
 * before its members and the members in order, with the tokens of the value's JSON Pointer.
 *
 * @example
 * forEachValue(document, (value, tokens) => {
 *   if (tokens.at(-1) === '$ref') refs.push(`#${toPointer(tokens.slice(0, -1))} → ${value}`)
 * })
 */
export function forEachValue(
  value: unknown,
  visit: (value: unknown, tokens: (string | number)[]) => void,
  tokens: (string | number)[] = [],
): void {
  visit(value, tokens)
  if (typeof value !== 'object' || value === null) return
  const members = Array.isArray(value) ? value.entries() : Object.entries(value)
  for (const [token, member] of members) forEachValue(member, visit, [...tokens, token])
}
