/**
 * Walks `error` and its `cause` chain and returns the first one the predicate accepts, or
 * `undefined`. A function rather than a method so that bundles which never call it do not carry it.
 *
 * @example
 * import { findCause } from '@ledgernet/errors'
 * import { TimeoutError } from '@ledgernet/transport'
 * const timeout = findCause(error, (cause) => cause instanceof TimeoutError)
 */
export function findCause<T = unknown>(error: unknown, predicate: (cause: unknown) => boolean): T | undefined {
  const seen = new Set<unknown>()
  for (let current = error; current != null && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current)
    if (predicate(current)) return current as T
  }
  return undefined
}
