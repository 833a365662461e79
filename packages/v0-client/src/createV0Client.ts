import type { CallOptions, HttpTransport } from '@ledgernet/transport'
import { createV0Transport, type V0TransportOptions } from './createV0Transport.js'
import {
  getComponent,
  getEpoch,
  getNonFungible,
  getPackage,
  getResource,
  getTransactionReceipt,
  submitNotarizedTransaction,
  type ComponentRequest,
  type ComponentResponse,
  type EpochRequest,
  type EpochResponse,
  type NonFungibleRequest,
  type NonFungibleResponse,
  type PackageRequest,
  type PackageResponse,
  type ResourceRequest,
  type ResourceResponse,
  type SubmitNotarizedTransactionRequest,
  type SubmitNotarizedTransactionResponse,
  type TransactionReceiptRequest,
  type TransactionReceiptResponse,
} from './generated/operations.gen.js'
import { responseValidators } from './generated/responseValidators.gen.js'

/**
 * Options of {@link createV0Client}: those of the transport (`baseUrl`, `fetch`, `headers`,
 * `timeout`, `retry`, `onRequest`, `onResponse`) and `validateResponses` (default `true`:
 * every answer is checked against the spec).
 *
 * @example
 * const options: V0ClientOptions = { baseUrl: 'http://127.0.0.1:8080', retry: { count: 5 } }
 */
export type V0ClientOptions = Omit<V0TransportOptions, 'validators'> & {
  /** Check every answer against the spec. Default `true`. */
  validateResponses?: boolean
}

/**
 * A Gateway API v0 client: one method per operation.
 *
 * @example
 * const client: V0Client = createV0Client({ baseUrl: 'http://127.0.0.1:8080' })
 */
export interface V0Client {
  readonly transport: HttpTransport
  /** `POST /v0/transaction/submit` — retried only with `retry: { unsafe: true }`. */
  submitNotarizedTransaction(request: SubmitNotarizedTransactionRequest, options?: CallOptions): Promise<SubmitNotarizedTransactionResponse>
  /** `POST /v0/transaction/receipt` — safe to retry. */
  getTransactionReceipt(request: TransactionReceiptRequest, options?: CallOptions): Promise<TransactionReceiptResponse>
  /** `POST /v0/state/epoch` — safe to retry; the request is optional (`{}`). */
  getEpoch(request?: EpochRequest, options?: CallOptions): Promise<EpochResponse>
  /** `POST /v0/state/package` — safe to retry. */
  getPackage(request: PackageRequest, options?: CallOptions): Promise<PackageResponse>
  /** `POST /v0/state/component` — safe to retry. */
  getComponent(request: ComponentRequest, options?: CallOptions): Promise<ComponentResponse>
  /** `POST /v0/state/resource` — safe to retry. */
  getResource(request: ResourceRequest, options?: CallOptions): Promise<ResourceResponse>
  /** `POST /v0/state/non-fungible` — safe to retry. */
  getNonFungible(request: NonFungibleRequest, options?: CallOptions): Promise<NonFungibleResponse>
}

/**
 * Creates a Gateway API v0 client that checks every answer against the spec
 * (`InvalidResponseError` naming the operation, the JSON path and the reason;
 * `validateResponses: false` turns it off). For the smallest bundle use `createV0Transport`
 * with the standalone operations instead.
 *
 * @example
 * import { createV0Client } from '@ledgernet/v0-client'
 * const client = createV0Client({ baseUrl: 'http://127.0.0.1:8080' })
 * const { epoch } = await client.getEpoch()
 */
export function createV0Client(options: V0ClientOptions): V0Client {
  const { validateResponses = true, ...rest } = options
  const transport = createV0Transport({ ...rest, ...(validateResponses ? { validators: responseValidators } : {}) })
  return {
    transport,
    submitNotarizedTransaction: (request, call) => submitNotarizedTransaction(transport, request, call),
    getTransactionReceipt: (request, call) => getTransactionReceipt(transport, request, call),
    getEpoch: (request, call) => getEpoch(transport, request, call),
    getPackage: (request, call) => getPackage(transport, request, call),
    getComponent: (request, call) => getComponent(transport, request, call),
    getResource: (request, call) => getResource(transport, request, call),
    getNonFungible: (request, call) => getNonFungible(transport, request, call),
  }
}
