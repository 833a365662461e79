export * from './generated/sdk.gen.js'
export type * from './generated/types.gen.js'
export * from './generated/operations.gen.js'
export { createNodeRestClient } from './createNodeRestClient.js'
export type { NodeRestClientOptions } from './createNodeRestClient.js'
export { createNodeRestTransport } from './createNodeRestTransport.js'
export type { NodeCredentials, NodeRestTransportOptions } from './createNodeRestTransport.js'
export type { NodeRestClient } from './NodeRestClient.js'
export { isNodeRestError } from './isNodeRestError.js'
export type { NodeRestHttpError } from './isNodeRestError.js'
export {
  AbortedError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  TransportError,
} from '@ledgernet/transport'
export type { CallOptions, HttpTransport, Issue, RetryOptions, TransportErrorType, TransportRequest } from '@ledgernet/transport'
