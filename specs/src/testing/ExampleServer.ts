import type { Issue } from '@ledgernet/transport'

/**
 * An answer a test makes the example server give instead of the spec's example. For an HTTP
 * operation: `status`, `headers`, `body` (JSON) or `raw` (sent as is). For a JSON-RPC method:
 * `result` or `error` (wrapped in the JSON-RPC envelope with the request's id), or HTTP-level
 * `status`/`body`/`raw`. `delayMs` waits before answering; `destroy` drops the connection
 * without an answer (a network failure).
 *
 * @example
 * server.respondOnce('submitTransaction', { status: 503, body: { code: 503, message: 'busy' }, headers: { 'retry-after': '1' } })
 */
export type ExampleAnswer = {
  status?: number
  headers?: Record<string, string>
  body?: unknown
  raw?: string
  delayMs?: number
  destroy?: boolean
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * What the example server saw of one request and what it did: the operation it matched (or
 * `undefined`), the issues found against the spec, and the status it answered.
 *
 * @example
 * const [request] = server.requests
 * expect(request.issues).toEqual([])
 * expect(request.headers['x-ledger-target-gw-api']).toBe('1.0')
 */
export type RecordedRequest = {
  method: string
  /** The path without the query. */
  path: string
  url: string
  /** Lower-case names. */
  headers: Record<string, string>
  rawBody: string
  /** The parsed JSON body, `undefined` when empty or not JSON. */
  body: unknown
  operationId?: string
  issues: Issue[]
  status: number
  /** JSON-RPC calls of the request (several for a batch). */
  rpc?: { method?: string; id?: unknown; params?: unknown; issues: Issue[] }[]
}

/**
 * A running example server (see `startExampleServer`).
 *
 * @example
 * const server = await startExampleServer({ spec: 'gateway' })
 * try {
 *   // … call server.url …
 * } finally {
 *   await server.close()
 * }
 */
export interface ExampleServer {
  /** `http://127.0.0.1:<port>` — the base URL clients are given. */
  readonly url: string
  readonly port: number
  /** Every request so far, in arrival order. */
  readonly requests: RecordedRequest[]
  /** From now on, answer this operation (operationId, or JSON-RPC method name) with `answer`. */
  respond(operation: string, answer: ExampleAnswer): void
  /** Answer the next calls of this operation with these answers, one each, before anything else. */
  respondOnce(operation: string, ...answers: ExampleAnswer[]): void
  /** Forget the overrides and the recorded requests. */
  reset(): void
  close(): Promise<void>
}
