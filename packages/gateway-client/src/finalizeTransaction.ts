import type { CallOptions } from '@ledgernet/transport'
import type { GatewayTransport } from './createGatewayTransport.js'
import type { GatewayRequest } from './GatewayRequest.js'
import { finalizeTransactionOperation, type FinalizeTransactionRequest, type FinalizeTransactionResponse } from './generated/operations.gen.js'

/**
 * Attaches the signature to a built transaction (`POST /transaction/finalize`) and answers the signed transaction and its identifier; with `submit: true` it also submits. Safe to retry unless `submit` is `true` (then retried only with `retry: { unsafe: true }`).
 *
 * Error answers throw `HttpError` (narrow with `isGatewayError`); see also `TimeoutError`,
 * `NetworkError`, `AbortedError`, `InvalidResponseError`.
 *
 * @example
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { signed_transaction, transaction_identifier } = await finalizeTransaction(gateway, {
 *   unsigned_transaction: transaction_build.unsigned_transaction,
 *   signature: { public_key: { hex: publicKeyHex }, bytes: signatureDerHex },
 * })
 */
export function finalizeTransaction(
  gateway: GatewayTransport,
  request: GatewayRequest<FinalizeTransactionRequest>,
  options?: CallOptions,
): Promise<FinalizeTransactionResponse> {
  return gateway.request(finalizeTransactionOperation, { body: { ...request, network_identifier: { network: gateway.network } } }, options)
}
