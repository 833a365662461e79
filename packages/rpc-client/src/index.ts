export type {
  CallOptions,
  Issue,
  RetryOptions,
  RpcOptions,
  RpcTransport,
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
export type { RpcClientOptions } from './createRpcClient.js'
export { createRpcClient } from './createRpcClient.js'
export type { RpcClient, RpcTransportOptions } from './createRpcTransport.js'
export { createRpcTransport } from './createRpcTransport.js'
export * from './generated/methods.gen.js'
export { isJsonRpcError } from './isJsonRpcError.js'
export { JsonRpcError } from './JsonRpcError.js'
export { rpcClientErrors } from './rpcClientErrors.js'
