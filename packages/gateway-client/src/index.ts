export { createGatewayClient } from './createGatewayClient.js'
export type { GatewayClient, GatewayClientOptions } from './createGatewayClient.js'
export { createGatewayTransport } from './createGatewayTransport.js'
export type { GatewayTransport, GatewayTransportOptions } from './createGatewayTransport.js'
export type { GatewayNetwork } from './GatewayNetwork.js'
export type { GatewayRequest } from './GatewayRequest.js'
export { deriveToken } from './deriveToken.js'
export { buildTransaction } from './buildTransaction.js'
export { finalizeTransaction } from './finalizeTransaction.js'
export { submitTransaction } from './submitTransaction.js'
export { getTransactionStatus } from './getTransactionStatus.js'
export { isGatewayError } from './isGatewayError.js'
export type { GatewayErrorType, GatewayHttpError } from './isGatewayError.js'
export {
  deriveTokenOperation,
  buildTransactionOperation,
  finalizeTransactionOperation,
  submitTransactionOperation,
  getTransactionStatusOperation,
} from './generated/operations.gen.js'
export type * from './generated/operations.gen.js'
export {
  AbortedError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  TransportError,
} from '@ledgernet/transport'
export type { CallOptions, Issue, RetryOptions, TransportErrorType, TransportRequest } from '@ledgernet/transport'
