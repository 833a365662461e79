import type { CallOptions } from './HttpTransport.js'
import type { ResponseValidator } from './Issue.js'

/**
 * What an RPC transport needs to know about one JSON-RPC method. Generated code emits one per
 * method of the OpenRPC document.
 *
 * @example
 * const statusOfTransactionMethod: RpcMethodDescriptor = {
 *   name: 'statusOfTransaction',
 *   method: 'ledger.statusOfTransaction',
 *   retrySafe: true,
 * }
 */
export type RpcMethodDescriptor = {
  /** The client function's name, used in error messages (`statusOfTransaction failed: …`). */
  readonly name: string
  /** The JSON-RPC method (`ledger.statusOfTransaction`). */
  readonly method: string
  readonly retrySafe: boolean
  /** `by-name`: the params go as an object of named values (the OpenRPC method's `paramStructure`). */
  readonly paramStructure?: 'by-name'
  /** Checks the result; generated descriptors leave it out (see {@link RpcResultValidators}). */
  readonly validateResult?: ResponseValidator
}

/**
 * Result validators by function name (`buildTransaction`), generated as `resultValidators`.
 * Kept apart from the descriptors so that a bundle that does not check results does not carry
 * the validators.
 *
 * @example
 * const validators: RpcResultValidators = { statusOfTransaction: validateStatusOfTransactionResult }
 */
export type RpcResultValidators = Readonly<Record<string, ResponseValidator | undefined>>

/**
 * The transport generated JSON-RPC functions call; `@ledgernet/rpc-client` implements it.
 * Positional params only (the OpenRPC document uses `paramStructure: by-position`).
 *
 * @example
 * const transport: RpcTransport = {
 *   async request(method, params, descriptor, options) {
 *     return send({ jsonrpc: '2.0', id: 1, method, params }, descriptor, options)
 *   },
 * }
 */
export interface RpcTransport {
  request<TResult = unknown>(
    method: string,
    params: RpcParams,
    descriptor: RpcMethodDescriptor,
    options?: CallOptions,
  ): Promise<TResult>
}

/**
 * What a generated JSON-RPC function takes: the `client` to send with (an {@link RpcTransport},
 * e.g. `createRpcClient(…)`), the method's positional `params` as a typed tuple, and the call
 * options (`signal`, `timeout`, `retry`, `headers`).
 *
 * @example
 * const options: RpcOptions<[txID: string]> = { client: rpc, params: ['1a2f…0a'], timeout: 5_000 }
 */
export type RpcOptions<TParams extends RpcParams> = CallOptions & {
  client: RpcTransport
  params: TParams
}

/**
 * A JSON-RPC request's params: positional (a list) or, for a `by-name` method, an object of named
 * values.
 *
 * @example
 * const positional: RpcParams = ['0xabc']
 * const named: RpcParams = { block_id: 'latest' }
 */
export type RpcParams = readonly unknown[] | Readonly<Record<string, unknown>>
