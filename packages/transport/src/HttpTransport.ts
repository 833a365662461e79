import type { OperationDescriptor } from './OperationDescriptor.js'
import type { RequestBody } from './RequestBody.js'
import type { ResponseValidators } from './ResponseValidators.js'

/**
 * When to send a call again. Only HTTP 429/502/503/504 answers and network failures are
 * retried, and only for operations that are safe to repeat — unless `unsafe` is `true`.
 * The wait before retry `n` (0-based) is `delay · 2ⁿ` with jitter (between half and all of it),
 * or the answer's `Retry-After`; a wait longer than `maxDelay` is not taken and the error is
 * thrown instead, so a call never hangs longer than the caller allowed.
 *
 * @example
 * const retry: RetryOptions = { count: 5, delay: 200, maxDelay: 5_000 }
 */
export type RetryOptions = {
  /** How many times to retry after the first attempt. Default 3. */
  count?: number
  /** Base delay in ms. Default 150. */
  delay?: number
  /** The longest wait in ms, `Retry-After` included. Default 10 000. */
  maxDelay?: number
  /** Also retry operations that are not safe to repeat (e.g. submit). Default false. */
  unsafe?: boolean
}

/**
 * What `onRequest`/`onResponse` hooks see of a request: the `Authorization` header, if any,
 * is shown as `[redacted]`.
 *
 * @example
 * const onRequest = (request: TransportRequest) =>
 *   console.log(request.operationId, request.method, request.url, request.attempt)
 */
export type TransportRequest = {
  readonly operationId: string
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: RequestBody | undefined
  /** 0 for the first attempt, 1 for the first retry, … */
  readonly attempt: number
}

/**
 * Options of {@link createHttpTransport}.
 *
 * @example
 * const options: HttpTransportOptions = {
 *   baseUrl: 'https://gateway.example.com',
 *   headers: { 'X-Ledger-Target-Gw-Api': '1.0' },
 *   timeout: 5_000,
 * }
 */
export type HttpTransportOptions = {
  /**
   * Where the operations' paths are appended. Credentials in it (`user:pass@`) are taken out so
   * that fetch, errors and hooks never see them; a client with authenticated operations turns
   * them into `authorization` (the node REST client does).
   */
  baseUrl: string
  /**
   * The fetch to use. Default: `globalThis.fetch`, looked up at call time; on Node, while a
   * request through it would go straight to the network (Node's own fetch, Node's own global
   * dispatcher, no HTTP mock or interceptor set up), Node's own HTTP client in its place (the same
   * answers, a fraction of the CPU; see the package README).
   */
  fetch?: typeof fetch
  /** Headers sent with every call. */
  headers?: ConstructorParameters<typeof Headers>[0]
  /** Time limit of one attempt in ms (answer and body, redirects included). Default 10 000; 0 disables it. */
  timeout?: number
  /**
   * The largest answer body read, in bytes (decoded, when the server compresses it). Default
   * 16 MiB; `Infinity` for none. A larger body ends the call with `InvalidResponseError`
   * (`reason: 'TOO_LARGE'`, `limit`, `size`) as soon as it is announced or passes the limit.
   */
  maxResponseSize?: number
  /** Retry policy, or `false` to never retry. */
  retry?: RetryOptions | false
  /**
   * Answer validators by operationId (generated `responseValidators`). An operation with
   * validators (here or in its descriptor's `validate`) has every answer checked against the
   * spec; without, success answers are only parsed and an error body is exposed when it has
   * the error envelope (`isErrorBody`).
   */
  validators?: ResponseValidators
  /**
   * The `Authorization` header value sent on operations marked `auth: 'basic'` only (see
   * `basicAuthHeader`). Kept out of the transport's own code path so that clients without
   * authenticated operations do not carry Basic-auth code in their bundles.
   */
  authorization?: string
  /** Called before each attempt. */
  onRequest?: (request: TransportRequest) => void | Promise<void>
  /** Called with each answer (a clone: reading its body is fine). */
  onResponse?: (response: Response, request: TransportRequest) => void | Promise<void>
}

/**
 * Options of one call; they override the transport's.
 *
 * @example
 * const controller = new AbortController()
 * const options: CallOptions = { signal: controller.signal, timeout: 2_000, retry: false, maxResponseSize: 1_048_576 }
 */
export type CallOptions = {
  signal?: AbortSignal
  timeout?: number
  retry?: RetryOptions | false
  headers?: ConstructorParameters<typeof Headers>[0]
  /** This call's response size limit, in bytes (see `HttpTransportOptions.maxResponseSize`). */
  maxResponseSize?: number
}

/**
 * The request of one call: the URL when the operation has path or query parameters, the JSON body
 * (omitted for operations without one) and headers.
 *
 * @example
 * const input: RequestInput = { body: { network_identifier: { network: 'localnet' } } }
 */
export type RequestInput = {
  /** The path with its parameters filled in and the query string (`/pets/7?limit=2`); default: the descriptor's `path`. */
  url?: string
  body?: unknown
  /**
   * The media type of a body the caller encoded (`text/plain`, `application/cbor`, …): the body is
   * sent as it is (a `string`, `Uint8Array`, `Blob`, `FormData` or `URLSearchParams`). Without it a
   * body is sent as JSON. A `FormData` body gets its boundary from fetch.
   */
  contentType?: string
  headers?: ConstructorParameters<typeof Headers>[0]
}

/**
 * Sends one operation given its descriptor and answers the body. {@link createHttpTransport}
 * makes one; the generated SDK goes through `createSdkClient`, which finds each call's descriptor.
 *
 * @example
 * const info = await transport.request<{ epoch: number }>(getEpochOperation)
 */
export interface Transport {
  request<TResponse = unknown>(
    descriptor: OperationDescriptor,
    input?: RequestInput,
    options?: CallOptions,
  ): Promise<TResponse>
}

/**
 * A whole answer: status, headers and the parsed (and, with validators, checked) body.
 *
 * @example
 * const { headers } = await transport.exchange(closeWebsocketsOperation)
 * console.log(headers.get('x-closed-websockets'))
 */
export type TransportResponse<TBody = unknown> = {
  readonly status: number
  readonly headers: Headers
  readonly body: TBody
}

/**
 * The HTTP transport: a {@link Transport}, the base URL it sends to (credentials removed), and
 * `exchange`, which answers the status and headers with the body (for operations whose answer
 * is in a header, e.g. `X-Closed-Websockets`).
 *
 * @example
 * const transport: HttpTransport = createHttpTransport({ baseUrl: 'http://127.0.0.1:3333' })
 * const { status, headers, body } = await transport.exchange(getSystemOperation)
 */
export interface HttpTransport extends Transport {
  readonly baseUrl: string
  exchange<TBody = unknown>(
    descriptor: OperationDescriptor,
    input?: RequestInput,
    options?: CallOptions,
  ): Promise<TransportResponse<TBody>>
}
