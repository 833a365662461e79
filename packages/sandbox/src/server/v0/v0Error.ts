import type { ApiErrorBody } from '@ledgernet/v0-client'

/**
 * A Gateway v0 error answer: `{ code, message }` with the real HTTP status.
 *
 * @example
 * v0Error(404, 'no component at component_sim1…')
 */
export function v0Error<TStatus extends number>(
  status: TStatus,
  message: string,
  headers?: Record<string, string>,
): { status: TStatus; body: ApiErrorBody; headers?: Record<string, string> } {
  return { status, body: { code: status, message }, ...(headers ? { headers } : {}) }
}
