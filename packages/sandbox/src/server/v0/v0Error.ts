import type { Answer } from '../Answer.js'

/**
 * A Gateway v0 error answer: `{ code, message }` with the real HTTP status.
 *
 * @example
 * v0Error(404, 'no component at component_sim1…')
 */
export function v0Error(status: number, message: string, headers?: Record<string, string>): Answer {
  return { status, body: { code: status, message }, ...(headers ? { headers } : {}) }
}
