import type { HeaderBag } from './OpenApiValidator.js'

/**
 * One header's value, whatever the casing; repeated values are joined with `, ` as HTTP allows.
 *
 * @example
 * readHeader({ 'Content-Type': 'application/json' }, 'content-type') // 'application/json'
 */
export function readHeader(headers: HeaderBag | undefined, name: string): string | undefined {
  if (!headers) return undefined
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const wanted = name.toLowerCase()
  for (const [key, value] of Object.entries(headers as Record<string, unknown>))
    if (key.toLowerCase() === wanted && value !== undefined)
      return Array.isArray(value) ? value.join(', ') : String(value)
  return undefined
}
