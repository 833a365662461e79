import type { ResponseValidator } from './Issue.js'
import type { CallOptions } from './HttpTransport.js'

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
    params: readonly unknown[],
    descriptor: RpcMethodDescriptor,
    options?: CallOptions,
  ): Promise<TResult>
}
