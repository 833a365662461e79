import type { ResponseValidator } from './Issue.js'
import type { RequestBody } from './RequestBody.js'

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
 * - `parameters`: how the call's `path` and `query` values become its URL ({@link expandUrl}),
 *   for an operation with path or query parameters; a bundle without such an operation carries
 *   no URL code.
 * - `request`: the media type of the request body when it is not JSON (`multipart/form-data`,
 *   `application/x-www-form-urlencoded`, `text/plain`, `application/octet-stream`,
 *   `application/cbor`, …), and `encode`, the function that encodes a body for it (`encodeBody`;
 *   generated descriptors name it, so that only a bundle with such an operation carries it).
 * - `encoding`: for a form body, the properties the spec sends as `deepObject` (`a[b]=c`).
 * - `accept` and `read`: the media type of a success answer that is not JSON, and the reader of
 *   such an answer within the size limit — `readBodyText` (a string), `readBodyBytes` (a
 *   `Uint8Array`) or `readBodyStream` (the body's `ReadableStream`, for `text/event-stream`);
 *   error answers are read as JSON as always. Named by the descriptors that need them, so a bundle
 *   without such an operation carries no reader.
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
  readonly parameters?: (path: string, values: ParameterValues) => string
  readonly encoding?: Readonly<Record<string, 'deepObject'>>
  readonly accept?: string
  readonly read?: (response: Response, limit: number) => Promise<unknown>
  readonly validate?: Readonly<Record<string, ResponseValidator>>
} & (
  | { readonly request?: undefined; readonly encode?: undefined }
  // A media type without its encoder does not compile: the body would go unencoded.
  | { readonly request: string; readonly encode: BodyEncoder }
)

/**
 * Encodes a request body for the media type of its descriptor's `request` (`encodeBody`).
 *
 * @example
 * const encode: BodyEncoder = encodeBody
 */
export type BodyEncoder = (
  descriptor: OperationDescriptor,
  body: unknown,
) => { body: RequestBody; contentType: string } | undefined

/**
 * The path and query parameter values of one call, as the generated `…Data` types have them.
 *
 * @example
 * const values: ParameterValues = { path: { id: 7 }, query: { limit: 2, tag: ['a', 'b'] } }
 */
export type ParameterValues = { path?: unknown; query?: unknown }

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
