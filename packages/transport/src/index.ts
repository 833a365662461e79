export { AbortedError } from './AbortedError.js'
export { backoffDelay } from './backoffDelay.js'
export { basicAuthHeader } from './basicAuthHeader.js'
export { formDataBodySerializer, jsonBodySerializer, urlSearchParamsBodySerializer } from './bodySerializers.js'
export { createHttpTransport } from './createHttpTransport.js'
export type { SdkClientOptions } from './createSdkClient.js'
export { createSdkClient } from './createSdkClient.js'
export { encodeBody } from './encodeBody.js'
export type { ParameterStyle, ParameterStyles } from './expandUrl.js'
export { expandUrl } from './expandUrl.js'
export { HttpError } from './HttpError.js'
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
export type { InvalidResponseReason } from './InvalidResponseError.js'
export { InvalidResponseError } from './InvalidResponseError.js'
export type { Issue, ResponseValidator } from './Issue.js'
export { isErrorBody } from './isErrorBody.js'
export type { AjvErrorLike, AjvErrorParams } from './issuesFromAjvErrors.js'
export { issuesFromAjvErrors } from './issuesFromAjvErrors.js'
export { pointerToken, refTokens, resolvePointer, toFragment, toPointer } from './jsonPointer.js'
export { NetworkError } from './NetworkError.js'
export type { BodyEncoder, OperationDescriptor, ParameterValues, RetrySafety } from './OperationDescriptor.js'
export { isRetrySafe } from './OperationDescriptor.js'
export { parseRetryAfter } from './parseRetryAfter.js'
export type { RequestBody } from './RequestBody.js'
export type { OperationValidators, ResponseValidators } from './ResponseValidators.js'
export type { RpcMethodDescriptor, RpcOptions, RpcParams, RpcResultValidators, RpcTransport } from './RpcTransport.js'
export { readBodyBytes } from './readBodyBytes.js'
export { readBodyStream } from './readBodyStream.js'
export { readBodyText } from './readBodyText.js'
export { redactUrl } from './redactUrl.js'
export type {
  HandlerAnswer,
  HandlerRequest,
  SdkAnswer,
  SdkClient,
  SdkMethod,
  SdkOptions,
  SdkRequest,
  TDataShape,
} from './SdkClient.js'
export { sleep } from './sleep.js'
export { splitUrlCredentials } from './splitUrlCredentials.js'
export { TimeoutError } from './TimeoutError.js'
export { TransportError } from './TransportError.js'
export type { TransportErrorType } from './TransportErrorType.js'
export { transportErrors } from './transportErrors.js'
