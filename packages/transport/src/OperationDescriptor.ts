import type { ResponseValidator } from './Issue.js'

/**
 * Whether an operation may be sent again after a failure whose outcome is unknown
 * (`x-ledgernet-retry-safe` in the spec). `{ unlessBodyTrue: 'submit' }`: safe unless the
 * request body has `submit: true`.
 *
 * @example
 * const finalize: RetrySafety = { unlessBodyTrue: 'submit' }
 */
export type RetrySafety = boolean | { readonly unlessBodyTrue: string }

/**
 * What the transport needs to know about one HTTP operation. Generated code emits one per
 * operation of the spec.
 *
 * - `headers`: headers the spec fixes for the operation (e.g. `X-Ledger-Target-Gw-Api: 1.0`).
 * - `auth: 'basic'`: the operation is restricted; only these calls carry `Authorization`.
 * - `supplied`: top-level request body fields the client fills in from its configuration
 *   (the gateway's `network_identifier`), for operations whose request has them.
 * - `noContent`: the success answer has no body in the spec; a call resolves to its status and
 *   headers (`closeWebsockets`' `X-Closed-Websockets`).
 * - `validate`: response validators by status (`'200'`, `'4XX'`, `'default'`). When present, a
 *   success answer must match its schema and an error body is exposed only when it matches.
 *   Generated descriptors leave it out (validators are given to the transport instead, so that
 *   they tree-shake away when unused).
 *
 * @example
 * const getSystemOperation: OperationDescriptor = {
 *   operationId: 'getSystem',
 *   method: 'GET',
 *   path: '/api/system',
 *   retrySafe: true,
 * }
 */
export type OperationDescriptor = {
  readonly operationId: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'
  readonly path: string
  readonly retrySafe: RetrySafety
  readonly auth?: 'basic'
  readonly headers?: Readonly<Record<string, string>>
  readonly supplied?: readonly string[]
  readonly noContent?: boolean
  readonly validate?: Readonly<Record<string, ResponseValidator>>
}

/**
 * True when a call may be repeated: the descriptor says so, and for
 * `{ unlessBodyTrue: field }` the body does not set that field to `true`.
 *
 * @example
 * isRetrySafe({ unlessBodyTrue: 'submit' }, { submit: true }) // false
 */
export function isRetrySafe(retrySafe: RetrySafety, body: unknown): boolean {
  return typeof retrySafe === 'object'
    ? (body as Record<string, unknown> | undefined)?.[retrySafe.unlessBodyTrue] !== true
    : retrySafe
}
