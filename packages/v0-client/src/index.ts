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
export type { V0ClientOptions } from './createV0Client.js'
export { createV0Client } from './createV0Client.js'
export type { V0TransportOptions } from './createV0Transport.js'
export { createV0Transport } from './createV0Transport.js'
export type * from './generated/handlers.gen.js'
export * from './generated/operations.gen.js'
export * from './generated/sdk.gen.js'
export type * from './generated/types.gen.js'
export type { V0HttpError } from './isV0Error.js'
export { isV0Error } from './isV0Error.js'
export type { V0Client } from './V0Client.js'
