import type { RpcResultValidators, RpcTransport } from '@ledgernet/transport'
import { createHttpTransport, type HttpTransportOptions, InvalidResponseError } from '@ledgernet/transport'
import { envelopeIssues } from './envelopeIssues.js'
import { JsonRpcError } from './JsonRpcError.js'

/**
 * Options of {@link createRpcTransport}: `baseUrl` is the JSON-RPC endpoint itself (`…/rpc`), then
 * the HTTP transport's options; `validators` (`resultValidators` from `/validators`) turn on
 * checking of results against the spec.
 *
 * @example
 * const options: RpcTransportOptions = { baseUrl: 'http://127.0.0.1:8080/rpc', timeout: 5_000 }
 */
export type RpcTransportOptions = Omit<HttpTransportOptions, 'validators' | 'authorization'> & {
  /** Result validators by function name (`buildTransaction`). */
  validators?: RpcResultValidators
}

/**
 * A node JSON-RPC client, what every generated method takes as `client`
 * (`statusOfTransaction({ client, params: [txID] })`): an {@link RpcTransport} and the endpoint
 * it posts to. `createRpcClient` makes one that checks results against the spec,
 * `createRpcTransport` a lean one.
 *
 * @example
 * const rpc: RpcClient = createRpcTransport({ baseUrl: 'http://127.0.0.1:8080/rpc' })
 */
export interface RpcClient extends RpcTransport {
  readonly baseUrl: string
}

/**
 * Creates the lean JSON-RPC 2.0 transport over the HTTP transport (so timeouts, retries of safe
 * methods, hooks and `signal` are the same as the other clients'): one envelope per call with its
 * own id, the answer checked to be the response to that call (else `InvalidResponseError`), an
 * `error` member thrown as {@link JsonRpcError}. Results are typed but not checked against the
 * spec unless `validators` are given. Pass it as `client` to the generated methods
 * (`buildTransaction({ client, params })`), which tree-shake.
 *
 * @example
 * import { createRpcTransport, statusOfTransaction } from '@ledgernet/rpc-client'
 * const rpc = createRpcTransport({ baseUrl: 'http://127.0.0.1:8080/rpc' })
 * const { status } = await statusOfTransaction({ client: rpc, params: ['1a2f033a8a2ac6210fd5ea3562ef042f5a24d7835736849533cd673da64d0e0a'] })
 */
export function createRpcTransport(options: RpcTransportOptions): RpcClient {
  const { validators, ...rest } = options
  const http = createHttpTransport(rest)
  const url = http.baseUrl
  let lastId = 0
  return {
    baseUrl: url,
    async request(method, params, descriptor, call) {
      const id = ++lastId
      const operation = descriptor.name
      const { status, body } = await http.exchange<{
        result?: unknown
        error?: { code: number; message: string; data?: unknown }
      }>(
        { operationId: operation, method: 'POST', path: '', retrySafe: descriptor.retrySafe },
        { body: { jsonrpc: '2.0', id, method, params } },
        call,
      )
      const issues =
        envelopeIssues(body, id) ??
        (body.error
          ? undefined
          : (descriptor.validateResult ?? validators?.[operation])?.(body.result)?.map((i) => ({
              ...i,
              path: `/result${i.path}`,
            })))
      if (issues?.length)
        throw new InvalidResponseError({ operation, url, status, reason: 'SCHEMA_MISMATCH', issues, body })
      const { error, result } = body
      if (error)
        throw new JsonRpcError({ operation, url, rpcCode: error.code, rpcMessage: error.message, data: error.data })
      return result as never
    },
  }
}
