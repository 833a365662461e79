export { createRpcClient } from './createRpcClient.js'
export type { RpcClient, RpcClientOptions } from './createRpcClient.js'
export { createRpcTransport } from './createRpcTransport.js'
export type { RpcHttpTransport, RpcTransportOptions } from './createRpcTransport.js'
export { JsonRpcError } from './JsonRpcError.js'
export { isJsonRpcError } from './isJsonRpcError.js'
export type { RpcErrorCode } from './RpcErrorCode.js'
export * from './generated/methods.gen.js'
export {
  AbortedError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  TransportError,
} from '@ledgernet/transport'
export type { CallOptions, Issue, RetryOptions, RpcTransport, TransportErrorType, TransportRequest } from '@ledgernet/transport'
