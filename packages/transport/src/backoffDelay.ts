/**
 * The wait before retry number `attempt` (0-based): `delay · 2^attempt`, capped at `maxDelay`,
 * then scaled by a random factor in [0.5, 1) so that many clients do not retry in lockstep.
 *
 * @example
 * backoffDelay(2, 150, 10_000) // between 300 and 600
 */
export function backoffDelay(attempt: number, delay: number, maxDelay: number, random = Math.random()): number {
  return Math.min(maxDelay, delay * 2 ** attempt) * (0.5 + random / 2)
}
