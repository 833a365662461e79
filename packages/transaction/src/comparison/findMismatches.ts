import type { TransactionMismatch } from './compareTransaction.js'

const show = (value: unknown): string =>
  value === undefined ? '(absent)' : typeof value === 'object' ? JSON.stringify(value) : `${value}`

/**
 * Every difference between two descriptions of a transaction in one interface's vocabulary (what
 * was asked, and what the transaction does, written the same way), by path:
 * `actions[0].to_account.address`. Lists that differ in length report `<path>.length` and compare
 * their common part; objects whose `type` differs report only the type. The algorithm of
 * `compareTransaction` (and of `actionsEqual`): not exported from the package.
 */
export function findMismatches(expected: unknown, actual: unknown, path = ''): TransactionMismatch[] {
  const at = (key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key)
  if (!(expected && actual && typeof expected === 'object' && typeof actual === 'object'))
    return show(expected) === show(actual) ? [] : [{ field: path, expected: show(expected), actual: show(actual) }]
  const [a, b] = [expected as Record<string, unknown>, actual as Record<string, unknown>]
  if (a.type !== b.type) return findMismatches(a.type, b.type, at('type'))
  // Two lists: their lengths, then their common part; otherwise every key either side has.
  const lists = Array.isArray(a) && Array.isArray(b)
  const keys = lists
    ? [...Array(Math.min(a.length, b.length)).keys()]
    : [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return [
    ...(lists ? findMismatches(a.length, b.length, at('length')) : []),
    ...keys.flatMap((key) => findMismatches(a[key as string], b[key as string], at(key))),
  ]
}
