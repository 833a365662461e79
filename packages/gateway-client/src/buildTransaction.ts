import type { CallOptions } from '@ledgernet/transport'
import type { GatewayTransport } from './createGatewayTransport.js'
import type { GatewayRequest } from './GatewayRequest.js'
import { buildTransactionOperation, type BuildTransactionRequest, type BuildTransactionResponse } from './generated/operations.gen.js'

/**
 * Builds an unsigned transaction from actions (`POST /transaction/build`): the blob, the payload to sign and the fee. Nothing is queued. Safe to retry. Recompute the payload from the blob before signing (never sign a server-supplied hash blindly).
 *
 * Error answers throw `HttpError` (narrow with `isGatewayError`); see also `TimeoutError`,
 * `NetworkError`, `AbortedError`, `InvalidResponseError`.
 *
 * @example
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { transaction_build } = await buildTransaction(gateway, {
 *   actions: [{
 *     type: 'TransferTokens',
 *     from_account: { address: alice },
 *     to_account: { address: bob },
 *     amount: { value: '10000000000000000000', token_identifier: { rri: 'xrd_dr1qyrs8qwl' } },
 *   }],
 *   fee_payer: { address: alice },
 * })
 */
export function buildTransaction(
  gateway: GatewayTransport,
  request: GatewayRequest<BuildTransactionRequest>,
  options?: CallOptions,
): Promise<BuildTransactionResponse> {
  return gateway.request(buildTransactionOperation, { body: { ...request, network_identifier: { network: gateway.network } } }, options)
}
