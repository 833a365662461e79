import { createRpcTransport, type RpcClient, type RpcTransportOptions } from './createRpcTransport.js'
import { resultValidators } from './generated/resultValidators.gen.js'

/**
 * Options of {@link createRpcClient}: those of {@link createRpcTransport} (`baseUrl` = the
 * JSON-RPC endpoint, `fetch`, `headers`, `timeout`, `retry`, `onRequest`, `onResponse`) and
 * `validateResponses` (default `true`: every result is checked against the spec).
 *
 * @example
 * const options: RpcClientOptions = { baseUrl: 'http://127.0.0.1:8080/rpc', timeout: 5_000 }
 */
export type RpcClientOptions = Omit<RpcTransportOptions, 'validators'> & {
  /** Check every result against the spec. Default `true`. */
  validateResponses?: boolean
}

/**
 * Creates a node JSON-RPC client that checks every result against the spec
 * (`InvalidResponseError` naming the method, the JSON path under `/result` and the reason;
 * `validateResponses: false` turns it off). Pass it as `client` to the generated methods. Error
 * objects are thrown as `JsonRpcError` (narrow with `isJsonRpcError(error, 1301)`). For the
 * smallest bundle use `createRpcTransport` instead.
 *
 * @example
 * import { createRpcClient, statusOfTransaction } from '@ledgernet/rpc-client'
 * const client = createRpcClient({ baseUrl: 'http://127.0.0.1:8080/rpc' })
 * const { status } = await statusOfTransaction({ client, params: ['1a2f033a8a2ac6210fd5ea3562ef042f5a24d7835736849533cd673da64d0e0a'] })
 */
export function createRpcClient(options: RpcClientOptions): RpcClient {
  const { validateResponses = true, ...rest } = options
  return createRpcTransport({ ...rest, ...(validateResponses ? { validators: resultValidators } : {}) })
}
