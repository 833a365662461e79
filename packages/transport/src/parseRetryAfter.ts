/**
 * The wait in ms a `Retry-After` header asks for: delay-seconds or an HTTP date (RFC 9110
 * §10.2.3). `undefined` when absent or unreadable, so the caller falls back to its own delay.
 *
 * @example
 * parseRetryAfter('2') // 2000
 * parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:59 GMT')) // 1000
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000
  // Every HTTP-date form names a day or month; this keeps Date.parse from accepting e.g. "-1".
  const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
