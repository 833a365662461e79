import type { Action } from './UnsignedTransaction.js'

/** A differing property of two actions, by this package's field name. */
export type ActionDifference = { key: string; expected: unknown; actual: unknown }

/** The properties in which `actual` differs from `expected`, after canonical lower-casing. */
export function actionDifferences(expected: Action, actual: Action): ActionDifference[] {
  if (expected.type !== actual.type) return [{ key: 'type', expected: expected.type, actual: actual.type }]
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)])
  const differences: ActionDifference[] = []
  for (const key of keys) {
    if (key === 'type') continue
    const a = (expected as Record<string, unknown>)[key]
    const b = (actual as Record<string, unknown>)[key]
    // A token the caller did not name is the derived one: nothing to compare.
    if (key === 'token' && expected.type === 'CreateTokenDefinition' && (a === undefined || b === undefined)) continue
    if (canonical(key, a) !== canonical(key, b)) differences.push({ key, expected: a, actual: b })
  }
  return differences
}

const caseInsensitive = new Set(['from', 'to', 'owner', 'token'])

function canonical(key: string, value: unknown): unknown {
  return caseInsensitive.has(key) && typeof value === 'string' ? value.toLowerCase() : value
}
