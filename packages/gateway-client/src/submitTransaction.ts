import type { CallOptions } from '@ledgernet/transport'
import type { GatewayTransport } from './createGatewayTransport.js'
import type { GatewayRequest } from './GatewayRequest.js'
import { submitTransactionOperation, type SubmitTransactionRequest, type SubmitTransactionResponse } from './generated/operations.gen.js'

/**
 * Submits a signed transaction to the network (`POST /transaction/submit`). An already-submitted transaction answers `duplicate: true` and is not executed again. Not retried unless the caller opts in with `retry: { unsafe: true }`.
 *
 * Error answers throw `HttpError` (narrow with `isGatewayError`); see also `TimeoutError`,
 * `NetworkError`, `AbortedError`, `InvalidResponseError`.
 *
 * @example
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { transaction_identifier, duplicate } = await submitTransaction(gateway, {
 *   signed_transaction,
 *   transaction_identifier: { hash: expectedId },
 * })
 */
export function submitTransaction(
  gateway: GatewayTransport,
  request: GatewayRequest<SubmitTransactionRequest>,
  options?: CallOptions,
): Promise<SubmitTransactionResponse> {
  return gateway.request(submitTransactionOperation, { body: { ...request, network_identifier: { network: gateway.network } } }, options)
}
