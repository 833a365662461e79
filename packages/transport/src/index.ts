export { createHttpTransport } from './createHttpTransport.js'
export type {
  CallOptions,
  HttpTransport,
  HttpTransportOptions,
  RequestInput,
  RetryOptions,
  Transport,
  TransportRequest,
  TransportResponse,
} from './HttpTransport.js'
export { createSdkClient } from './createSdkClient.js'
export type { SdkClientOptions } from './createSdkClient.js'
export type { SdkAnswer, SdkClient, SdkMethod, SdkOptions, SdkRequest, TDataShape } from './SdkClient.js'
export { isRetrySafe } from './OperationDescriptor.js'
export type { OperationDescriptor, RetrySafety } from './OperationDescriptor.js'
export type { RpcMethodDescriptor, RpcOptions, RpcResultValidators, RpcTransport } from './RpcTransport.js'
export type { Issue, ResponseValidator } from './Issue.js'
export type { OperationValidators, ResponseValidators } from './ResponseValidators.js'
export { isErrorBody } from './isErrorBody.js'
export { issuesFromAjvErrors } from './issuesFromAjvErrors.js'
export type { AjvErrorLike } from './issuesFromAjvErrors.js'
export { TransportError } from './TransportError.js'
export { HttpError } from './HttpError.js'
export { TimeoutError } from './TimeoutError.js'
export { NetworkError } from './NetworkError.js'
export { AbortedError } from './AbortedError.js'
export { InvalidResponseError } from './InvalidResponseError.js'
export type { InvalidResponseReason } from './InvalidResponseError.js'
export { basicAuthHeader } from './basicAuthHeader.js'
export { splitUrlCredentials } from './splitUrlCredentials.js'
export { redactUrl } from './redactUrl.js'
export { parseRetryAfter } from './parseRetryAfter.js'
export { backoffDelay } from './backoffDelay.js'
export { sleep } from './sleep.js'

export type { TransportErrorType } from './TransportErrorType.js'
