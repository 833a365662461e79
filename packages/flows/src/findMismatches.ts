import type { TransactionMismatch } from '@ledgernet/transaction'

const show = (value: unknown): string =>
  value === undefined ? '(absent)' : typeof value === 'object' ? JSON.stringify(value) : `${value}`

/**
 * Every difference between two descriptions of a transaction in one interface's vocabulary (what
 * was asked, and what the server's blob does, written the same way), by path:
 * `actions[0].to_account.address`. Lists that differ in length report `<path>.length` and compare
 * their common part; objects whose `type` differs report only the type.
 */
export function findMismatches(expected: unknown, actual: unknown, path = ''): TransactionMismatch[] {
  const at = (key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key)
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const found: TransactionMismatch[] =
      expected.length === actual.length
        ? []
        : [{ field: at('length'), expected: `${expected.length}`, actual: `${actual.length}` }]
    for (let index = 0; index < Math.min(expected.length, actual.length); index++)
      found.push(...findMismatches(expected[index], actual[index], at(index)))
    return found
  }
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const [a, b] = [expected as Record<string, unknown>, actual as Record<string, unknown>]
    if (a.type !== b.type) return findMismatches(a.type, b.type, at('type'))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) =>
      findMismatches(a[key], b[key], at(key)),
    )
  }
  return show(expected) === show(actual) ? [] : [{ field: path, expected: show(expected), actual: show(actual) }]
}
