export type { CallOptions, Issue, RetryOptions, TransportErrorType, TransportRequest } from '@ledgernet/transport'
export {
  AbortedError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  TransportError,
} from '@ledgernet/transport'
export type { GatewayClientOptions } from './createGatewayClient.js'
export { createGatewayClient } from './createGatewayClient.js'
export type { GatewayTransportOptions } from './createGatewayTransport.js'
export { createGatewayTransport } from './createGatewayTransport.js'
export type { GatewayClient } from './GatewayClient.js'
export type { GatewayNetwork, KnownGatewayNetwork } from './GatewayNetwork.js'
export type * from './generated/handlers.gen.js'
export * from './generated/operations.gen.js'
export * from './generated/sdk.gen.js'
export type * from './generated/types.gen.js'
export type { GatewayErrorType, GatewayHttpError } from './isGatewayError.js'
export { isGatewayError } from './isGatewayError.js'
