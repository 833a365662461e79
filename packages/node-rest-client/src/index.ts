export type {
  CallOptions,
  HttpTransport,
  Issue,
  RetryOptions,
  TransportErrorType,
  TransportRequest,
} from '@ledgernet/transport'
export {
  AbortedError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  TransportError,
} from '@ledgernet/transport'
export type { NodeRestClientOptions } from './createNodeRestClient.js'
export { createNodeRestClient } from './createNodeRestClient.js'
export type { NodeCredentials, NodeRestTransportOptions } from './createNodeRestTransport.js'
export { createNodeRestTransport } from './createNodeRestTransport.js'
export type * from './generated/handlers.gen.js'
export * from './generated/operations.gen.js'
export * from './generated/sdk.gen.js'
export type * from './generated/types.gen.js'
export type { NodeRestHttpError } from './isNodeRestError.js'
export { isNodeRestError } from './isNodeRestError.js'
export type { NodeRestClient } from './NodeRestClient.js'
