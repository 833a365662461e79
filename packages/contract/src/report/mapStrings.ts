/**
 * `value` with every string in it, at any depth of its plain objects and arrays, passed through
 * `map`: a report, a check or a failure — messages, expected and seen values, exchanges, curl
 * lines, URLs — redacted or made safe for a terminal before anything writes it.
 *
 * @example
 * mapStrings({ a: ['x', 1] }, (text) => text.toUpperCase()) // { a: ['X', 1] }
 */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map)) as T
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T
  return value
}
