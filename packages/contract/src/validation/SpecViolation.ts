/**
 * Which way a message went when it broke the spec: the request a client sent, or the answer a
 * server gave.
 *
 * @example
 * const direction: ViolationDirection = 'response'
 */
export type ViolationDirection = 'request' | 'response'

/**
 * One place where a request or an answer does not match the spec: the operation, the direction,
 * the JSON path inside `{ status, headers, body }` (JSON-RPC: inside the envelope), what the spec
 * expects there (a schema fragment, a status list, …) and the value seen.
 *
 * @example
 * const violation: SpecViolation = {
 *   spec: 'gateway', operation: 'deriveToken', direction: 'response',
 *   path: '/body/token_identifier/rri', message: 'must be string',
 *   expected: { type: 'string', pattern: '^…$' }, seen: 42,
 * }
 */
export type SpecViolation = {
  /** The spec document (`gateway`, `node-rpc`, `node-rest`, `gateway-v0`). */
  spec: string
  /** The operationId or JSON-RPC method; `(unknown path)` / `(envelope)` when there is none. */
  operation: string
  direction: ViolationDirection
  /** JSON Pointer: `/status`, `/headers/allow`, `/body/…`, JSON-RPC `/result/…`, `/error/code`. */
  path: string
  message: string
  /** The schema fragment (or the rule) the spec gives for that place. */
  expected?: unknown
  /** The value found there; absent when the field is missing. */
  seen?: unknown
}
