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
 *   errorCodes: [-32602, 2514],
 * }
 */
export type RpcMethodDescriptor = {
  /** The client function's name, used in error messages (`statusOfTransaction failed: …`). */
  readonly name: string
  /** The JSON-RPC method (`ledger.statusOfTransaction`). */
  readonly method: string
  readonly retrySafe: boolean
  readonly validateResult?: ResponseValidator
  /** The error codes the method declares in the OpenRPC document. */
  readonly errorCodes?: readonly number[]
}

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
