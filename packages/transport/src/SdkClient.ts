import type { CallOptions, HttpTransport, TransportResponse } from './HttpTransport.js'
import type { OperationDescriptor } from './OperationDescriptor.js'

/**
 * What the SDK that `@hey-api/openapi-ts` generates passes to a client for one call: the
 * operation's descriptor, its `url` (the spec's path), its `body`, `path` and `query` parameter
 * values, headers and the caller's call options. The
 * generated function spreads the caller's options into it, so `signal`, `timeout` and `retry`
 * arrive here too.
 *
 * @example
 * const request: SdkRequest = { operation: deriveTokenOperation, url: '/token/derive', body: { symbol: 'gold' }, timeout: 5_000 }
 */
export type SdkRequest = Omit<CallOptions, 'headers'> & {
  /**
   * The call's headers. hey-api's SDK writes `'Content-Type': null` for a multipart operation (the
   * boundary is fetch's to set): a `null` or `undefined` value is left out.
   */
  readonly headers?: ConstructorParameters<typeof Headers>[0] | Readonly<Record<string, string | null | undefined>>
  /**
   * hey-api's per-parameter query styles and body serializer: not read. The operation's descriptor
   * says, from the spec, how each parameter is written (`parameters`, {@link expandUrl}) and how
   * the body is encoded (`request`).
   */
  readonly querySerializer?: unknown
  readonly bodySerializer?: unknown
  /** The descriptor of the operation (each generated function passes its own). */
  readonly operation: OperationDescriptor
  readonly url: string
  readonly body?: unknown
  readonly path?: unknown
  readonly query?: unknown
}

/**
 * What a call resolves to, from the generated `…Responses` map (status → body): the success
 * body; for an operation whose success answer has no body in the spec, the answer's `status`
 * and `headers` (e.g. `X-Closed-Websockets`).
 *
 * @example
 * type Answer = SdkAnswer<{ 200: { epoch: number } }> // { epoch: number }
 */
export type SdkAnswer<TResponses> = [keyof TResponses] extends [never]
  ? unknown
  : undefined extends TResponses[keyof TResponses]
    ? Omit<TransportResponse<undefined>, 'body'>
    : TResponses[keyof TResponses]

/**
 * One HTTP method of an {@link SdkClient}, as the generated SDK calls it
 * (`client.post<DeriveTokenResponses, DeriveTokenErrors, ThrowOnError>({ url, … })`). Error
 * answers are always thrown (`HttpError<…ErrorBody>` and the other transport errors), so the
 * second and third type arguments only document them.
 *
 * @example
 * const answer = await client.post<{ 200: { epoch: number } }>({ url: '/v0/state/epoch', body: {} })
 */
export type SdkMethod = <TResponses = unknown, _TErrors = unknown, _ThrowOnError extends boolean = boolean>(
  request: SdkRequest,
) => Promise<SdkAnswer<TResponses>>

/**
 * The client the generated SDK functions take (`deriveToken({ client, body })`): one method per
 * HTTP method its API's operations use (the SDK calls no other), each sending through a ledgernet transport, so that timeouts, retries of safe
 * operations with `Retry-After`, hooks, `signal`, custom `fetch`, response checking and typed
 * errors apply to every generated function.
 *
 * @example
 * const client: SdkClient = createSdkClient({ transport: createHttpTransport({ baseUrl }), operations })
 */
export interface SdkClient {
  /** The transport every call goes through (its `baseUrl`, `exchange`). */
  readonly transport: HttpTransport
  /** The id of the API it serves (its spec's, `apiId`); a package's client type narrows it to a literal. */
  readonly api?: string | undefined
  readonly get: SdkMethod
  readonly post: SdkMethod
  readonly put: SdkMethod
  readonly patch: SdkMethod
  readonly delete: SdkMethod
  readonly head: SdkMethod
  readonly options: SdkMethod
  /** The same methods, for operations whose answer is a `text/event-stream` (read as a stream). */
  readonly sse: {
    readonly get: SdkMethod
    readonly post: SdkMethod
    readonly put: SdkMethod
    readonly patch: SdkMethod
    readonly delete: SdkMethod
    readonly head: SdkMethod
    readonly options: SdkMethod
  }
}

/**
 * The shape of the generated `…Data` types (what one operation takes), as hey-api defines it.
 *
 * @example
 * type EpochData = { body?: { }; path?: never; query?: never; url: '/v0/state/epoch' }
 */
export interface TDataShape {
  body?: unknown
  headers?: unknown
  path?: unknown
  query?: unknown
  url: string
}

/**
 * What a caller passes to a generated function besides `client`: the `path` and `query`
 * parameters and the request `body` as the spec types them, minus the body fields the client supplies (`TSupplied`, e.g. the gateway's
 * `network_identifier`), and the call options (`signal`, `timeout`, `retry`, `headers`).
 * Header parameters are not asked for: the spec fixes their values and the generated
 * descriptors send them.
 *
 * @example
 * type Options = SdkOptions<{ body: { network_identifier: object; symbol: string }; url: '/token/derive' }, 'network_identifier'>
 * // CallOptions & { body: { symbol: string } }
 */
export type SdkOptions<TData extends TDataShape, TSupplied extends PropertyKey = never> = CallOptions & {
  [K in keyof TData as K extends 'path' | 'query' ? K : never]: TData[K]
} & {
  [K in keyof TData as K extends 'body' ? K : never]: TData[K] extends infer TBody
    ? TBody extends unknown
      ? [TSupplied] extends [never]
        ? TBody
        : Omit<TBody, TSupplied>
      : never
    : never
}

/**
 * What a server's handler of one operation answers, from the generated `…Responses` and
 * `…Errors` maps (status → body): one of the statuses the spec declares, with its body; a status
 * the spec does not declare, or a body of another shape, does not compile. An answer the spec
 * gives no body (`void`/`unknown`) has none.
 *
 * @example
 * const answer: HandlerAnswer<{ 200: { epoch: number } }, { 404: { code: number } }> = { status: 200, body: { epoch: 3 } }
 */
export type HandlerAnswer<TResponses, TErrors = unknown> = AnswerOf<
  TResponses & (unknown extends TErrors ? Record<never, never> : TErrors)
>

type AnswerOf<TMap> = {
  [S in keyof TMap]: {
    status: S extends 'default' ? number : S extends `${infer N extends number}` ? N : S
    headers?: Record<string, string>
  } & (undefined extends TMap[S] ? { body?: TMap[S] } : { body: TMap[S] })
}[keyof TMap]

/**
 * What a server's handler of one operation is given, from the generated `…Data` type: the
 * validated `body`, `path`, `query` and `headers` as the spec types them.
 *
 * @example
 * type Request = HandlerRequest<{ body: { symbol: string }; url: '/token/derive' }> // { body: { symbol: string } }
 */
export type HandlerRequest<TData extends TDataShape> = Omit<TData, 'url'>
