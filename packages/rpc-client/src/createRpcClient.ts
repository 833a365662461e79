import type { CallOptions } from '@ledgernet/transport'
import { createRpcTransport, type RpcHttpTransport, type RpcTransportOptions } from './createRpcTransport.js'
import {
  buildTransaction,
  finalizeTransaction,
  statusOfTransaction,
  submitTransaction,
  type BuildTransactionParams,
  type BuildTransactionResultValue,
  type FinalizeTransactionParams,
  type FinalizeTransactionResultValue,
  type StatusOfTransactionParams,
  type StatusOfTransactionResultValue,
  type SubmitTransactionParams,
  type SubmitTransactionResultValue,
} from './generated/methods.gen.js'
import { resultValidators } from './generated/resultValidators.gen.js'

/**
 * Options of {@link createRpcClient}: those of the transport (`baseUrl` = the JSON-RPC endpoint,
 * `fetch`, `headers`, `timeout`, `retry`, `onRequest`, `onResponse`) and `validateResponses`
 * (default `true`: every result is checked against the spec).
 *
 * @example
 * const options: RpcClientOptions = { baseUrl: 'http://127.0.0.1:8080/rpc', timeout: 5_000 }
 */
export type RpcClientOptions = Omit<RpcTransportOptions, 'validators'> & {
  /** Check every result against the spec. Default `true`. */
  validateResponses?: boolean
}

/**
 * A node JSON-RPC client: one method per `ledger.*` method, taking the positional params as a
 * tuple (`[txID]`).
 *
 * @example
 * const client: RpcClient = createRpcClient({ baseUrl: 'http://127.0.0.1:8080/rpc' })
 */
export interface RpcClient {
  readonly transport: RpcHttpTransport
  /** `ledger.buildTransaction` — safe to retry. */
  buildTransaction(params: BuildTransactionParams, options?: CallOptions): Promise<BuildTransactionResultValue>
  /** `ledger.finalizeTransaction` — safe to retry. */
  finalizeTransaction(params: FinalizeTransactionParams, options?: CallOptions): Promise<FinalizeTransactionResultValue>
  /** `ledger.submitTransaction` — retried only with `retry: { unsafe: true }`. */
  submitTransaction(params: SubmitTransactionParams, options?: CallOptions): Promise<SubmitTransactionResultValue>
  /** `ledger.statusOfTransaction` — safe to retry. */
  statusOfTransaction(params: StatusOfTransactionParams, options?: CallOptions): Promise<StatusOfTransactionResultValue>
}

/**
 * Creates a node JSON-RPC client that checks every result against the spec
 * (`InvalidResponseError` naming the method, the JSON path under `/result` and the reason;
 * `validateResponses: false` turns it off). Error objects are thrown as `JsonRpcError`
 * (narrow with `isJsonRpcError(error, 1301)`). For the smallest bundle use `createRpcTransport`
 * with the standalone methods instead.
 *
 * @example
 * import { createRpcClient } from '@ledgernet/rpc-client'
 * const client = createRpcClient({ baseUrl: 'http://127.0.0.1:8080/rpc' })
 * const { status } = await client.statusOfTransaction(['1a2f033a8a2ac6210fd5ea3562ef042f5a24d7835736849533cd673da64d0e0a'])
 */
export function createRpcClient(options: RpcClientOptions): RpcClient {
  const { validateResponses = true, ...rest } = options
  const transport = createRpcTransport({ ...rest, ...(validateResponses ? { validators: resultValidators } : {}) })
  return {
    transport,
    buildTransaction: (params, call) => buildTransaction(transport, params, call),
    finalizeTransaction: (params, call) => finalizeTransaction(transport, params, call),
    submitTransaction: (params, call) => submitTransaction(transport, params, call),
    statusOfTransaction: (params, call) => statusOfTransaction(transport, params, call),
  }
}
