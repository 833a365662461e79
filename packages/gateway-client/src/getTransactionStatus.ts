import type { CallOptions } from '@ledgernet/transport'
import type { GatewayTransport } from './createGatewayTransport.js'
import type { GatewayRequest } from './GatewayRequest.js'
import { getTransactionStatusOperation, type GetTransactionStatusRequest, type GetTransactionStatusResponse } from './generated/operations.gen.js'

/**
 * Reads a transaction's status record (`POST /transaction/status`): PENDING, CONFIRMED or FAILED, with its actions, fee and the ledger state. An unknown id is `HttpError` 404 `TransactionNotFoundError`. Safe to retry.
 *
 * Error answers throw `HttpError` (narrow with `isGatewayError`); see also `TimeoutError`,
 * `NetworkError`, `AbortedError`, `InvalidResponseError`.
 *
 * @example
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { transaction } = await getTransactionStatus(gateway, { transaction_identifier: { hash: id } })
 * console.log(transaction.transaction_status.status) // 'PENDING' | 'CONFIRMED' | 'FAILED'
 */
export function getTransactionStatus(
  gateway: GatewayTransport,
  request: GatewayRequest<GetTransactionStatusRequest>,
  options?: CallOptions,
): Promise<GetTransactionStatusResponse> {
  return gateway.request(getTransactionStatusOperation, { body: { ...request, network_identifier: { network: gateway.network } } }, options)
}
