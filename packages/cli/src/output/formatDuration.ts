/**
 * A duration for people: `850 ms`, `1.42 s`, `2 min 5 s`.
 *
 * @example
 * formatDuration(1420) // '1.42 s'
 */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}
