import type { Issue } from '@ledgernet/transport'

/**
 * Why an answer is not the JSON-RPC 2.0 response to the call with `id` — `undefined` when it is:
 * `jsonrpc: "2.0"`, the same `id`, and either a `result` or an `error` `{ code: integer,
 * message: string }` (not both). An answer to another call is refused rather than waited for,
 * so a call never hangs on a wrong id.
 *
 * @example
 * envelopeIssues({ jsonrpc: '2.0', id: 1, result: 'ok' }, 1) // undefined
 * envelopeIssues({ jsonrpc: '2.0', id: 2, result: 'ok' }, 1) // [{ path: '', message: 'must be the JSON-RPC 2.0 response to call 1' }]
 */
export function envelopeIssues(body: unknown, id: number): Issue[] | undefined {
  const answer = body as { jsonrpc?: unknown; id?: unknown; error?: { code?: unknown; message?: unknown } } | null
  const error = answer?.error
  return answer?.jsonrpc === '2.0' &&
    answer.id === id &&
    ('result' in answer ? error === undefined : Number.isInteger(error?.code) && typeof error?.message === 'string')
    ? undefined
    : [{ path: '', message: `must be the JSON-RPC 2.0 response to call ${id}` }]
}
