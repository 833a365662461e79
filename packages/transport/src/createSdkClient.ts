import type { HttpTransport } from './HttpTransport.js'
import type { SdkClient, SdkRequest } from './SdkClient.js'

/**
 * Options of {@link createSdkClient}.
 *
 * @example
 * const options: SdkClientOptions = { transport, api: apiId, supplied: { network_identifier: { network: 'localnet' } } }
 */
export type SdkClientOptions = {
  transport: HttpTransport
  /**
   * The id of the API the client serves (`apiId` of `operations.gen.ts`), kept on the client: a
   * package's client type carries it as a literal, so passing one API's client to another API's
   * function does not compile.
   */
  api?: string
  /** Body fields the client supplies to every operation whose descriptor lists them in `supplied`. */
  supplied?: Readonly<Record<string, unknown>>
}

/**
 * Creates the client the generated SDK functions take, over a ledgernet transport. Each call comes
 * with its generated descriptor (operationId for messages, hooks and validators; retry safety;
 * Basic auth; the headers the spec fixes; how its parameters make the URL), gets the supplied body
 * fields its descriptor names, and resolves to the success body, or to `{ status, headers }` for
 * an answer the spec gives no body. The client knows no operation itself, so a bundle carries the
 * descriptors of the functions it calls and no others. Its `api` (the spec's id) is on the client,
 * so that each package's client type can say which API it serves.
 *
 * @example
 * import { createHttpTransport, createSdkClient } from '@ledgernet/transport'
 * const client = createSdkClient({ transport: createHttpTransport({ baseUrl: 'http://127.0.0.1:8080' }) })
 */
export function createSdkClient<const TApi extends string | undefined = undefined>({
  transport,
  api,
  supplied,
}: SdkClientOptions & { api?: TApi }): SdkClient & { readonly api: TApi } {
  // Every generated function passes its own descriptor, so one function serves every method.
  const send = async (request: SdkRequest) => {
    const descriptor = request.operation
    let { body } = request
    for (const field of descriptor.supplied ?? []) body = { ...(body as object), [field]: supplied?.[field] }
    // The request carries the caller's call options (`signal`, `timeout`, `retry`, `headers`).
    // A body of another media type than JSON (form, multipart, text, bytes) is encoded here.
    // A GET or HEAD carries no body (fetch refuses one), whatever a published spec declares.
    if (descriptor.method === 'GET' || descriptor.method === 'HEAD') body = undefined
    // The descriptor brings its encoder (`encodeBody`), so a bundle of JSON operations has none.
    const encoded = descriptor.encode?.(descriptor, body)
    const { headers, ...call } = request
    const url = descriptor.parameters?.(descriptor.path, request)
    const answer = await transport.exchange(
      descriptor,
      { url, ...(encoded ?? { body }) },
      { ...call, ...(headers !== undefined ? { headers: presentHeaders(headers) } : {}) },
    )
    // An answer the spec gives no body is its status and headers (`body` is `undefined`).
    return descriptor.noContent ? answer : answer.body
  }
  return {
    transport,
    api,
    get: send,
    post: send,
    put: send,
    patch: send,
    delete: send,
    head: send,
    options: send,
    // hey-api writes a `text/event-stream` operation as `client.sse.<method>`: its descriptor reads
    // the answer as a stream.
    sse: { get: send, post: send, put: send, patch: send, delete: send, head: send, options: send },
  } as never
}

/** The headers without the `null`/`undefined` values hey-api's SDK may write. */
function presentHeaders(headers: NonNullable<SdkRequest['headers']>): ConstructorParameters<typeof Headers>[0] {
  if (headers instanceof Headers || Array.isArray(headers)) return headers as ConstructorParameters<typeof Headers>[0]
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined),
  )
}
