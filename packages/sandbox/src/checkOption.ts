import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * An integer option from `min` to `max`, or an `InvalidArgumentError` naming `field`.
 *
 * @example
 * checkInteger(options.roundsPerEpoch ?? 100, 'roundsPerEpoch', 1, 1_000_000) // 100
 */
export function checkInteger(value: number, field: string, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new InvalidArgumentError(field, `must be an integer from ${min} to ${max}`)
  return value
}

/**
 * A boolean option, or an `InvalidArgumentError` naming `field`.
 *
 * @example
 * checkBoolean(options.automine ?? true, 'automine') // true
 */
export function checkBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidArgumentError(field, 'must be true or false')
  return value
}

/**
 * An optional list of strings, or an `InvalidArgumentError` naming `field`.
 *
 * @example
 * checkList(options.allowedHosts, 'allowedHosts') // ['sandbox'] or undefined
 */
export function checkList(list: unknown, field: string): string[] | undefined {
  if (list === undefined) return undefined
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string'))
    throw new InvalidArgumentError(field, 'must be a list of strings')
  return list
}

/**
 * The `failedWindow` option checked: a count up to 10,000,000 and an age up to a year.
 *
 * @example
 * checkFailedWindow({ count: 100 }) // { count: 100 }
 */
export function checkFailedWindow(window: { count?: number; ageMs?: number }): { count?: number; ageMs?: number } {
  if (typeof window !== 'object' || window === null)
    throw new InvalidArgumentError('failedWindow', 'must be { count?, ageMs? }')
  const { count, ageMs } = window
  const year = 365 * 24 * 3_600_000
  return {
    ...(count !== undefined ? { count: checkInteger(count, 'failedWindow.count', 0, 10_000_000) } : {}),
    ...(ageMs !== undefined ? { ageMs: checkInteger(ageMs, 'failedWindow.ageMs', 0, year) } : {}),
  }
}
