import type { HttpTransport } from './HttpTransport.js'
import type { OperationDescriptor } from './OperationDescriptor.js'
import type { SdkClient, SdkRequest } from './SdkClient.js'

/**
 * Options of {@link createSdkClient}.
 *
 * @example
 * const options: SdkClientOptions = { transport, operations, supplied: { network_identifier: { network: 'localnet' } } }
 */
export type SdkClientOptions = {
  transport: HttpTransport
  /** The generated descriptors (`operations` of `operations.gen.ts`). */
  operations: readonly OperationDescriptor[]
  /** Body fields the client supplies to every operation whose descriptor lists them in `supplied`. */
  supplied?: Readonly<Record<string, unknown>>
}

/**
 * Creates the client the generated SDK functions take, over a ledgernet transport. Each call is
 * matched to its generated descriptor by method and path (operationId for messages, hooks and
 * validators; retry safety; Basic auth; the headers the spec fixes), gets the supplied body fields
 * its descriptor names, and resolves to the success body, or to `{ status, headers }` for an
 * answer the spec gives no body. A method and path the descriptors do not know is a programming
 * error (`TypeError`), not a request.
 *
 * @example
 * import { createHttpTransport, createSdkClient } from '@ledgernet/transport'
 * import { operations } from './generated/operations.gen.js'
 * const client = createSdkClient({ transport: createHttpTransport({ baseUrl: 'http://127.0.0.1:8080' }), operations })
 */
export function createSdkClient({ transport, operations, supplied }: SdkClientOptions): SdkClient {
  const client: Record<string, unknown> = { transport }
  // One method per HTTP method the API uses: the generated SDK calls no other.
  for (const { method } of operations)
    client[method.toLowerCase()] = async (request: SdkRequest) => {
      const descriptor = operations.find((operation) => operation.method === method && operation.path === request.url)
      if (!descriptor) throw new TypeError(`${method} ${request.url} is no operation of this client`)
      let { body } = request
      for (const field of descriptor.supplied ?? []) body = { ...(body as object), [field]: supplied?.[field] }
      // The request carries the caller's call options (`signal`, `timeout`, `retry`, `headers`).
      const answer = await transport.exchange(descriptor, { body }, request)
      // An answer the spec gives no body is its status and headers (`body` is `undefined`).
      return descriptor.noContent ? answer : answer.body
    }
  return client as Record<keyof SdkClient, never>
}
