export { createNodeRestClient } from './createNodeRestClient.js'
export type { NodeRestClient, NodeRestClientOptions } from './createNodeRestClient.js'
export { createNodeRestTransport } from './createNodeRestTransport.js'
export type { NodeCredentials, NodeRestTransportOptions } from './createNodeRestTransport.js'
export { closeWebsockets } from './closeWebsockets.js'
export type { ClosedWebsockets } from './closeWebsockets.js'
export { isNodeRestError } from './isNodeRestError.js'
export type { NodeRestHttpError } from './isNodeRestError.js'
export {
  ping,
  getSystem,
  getNetwork,
  getPeers,
  getLivePeers,
  getUniverse,
  getNodeMass,
  getModules,
  pingOperation,
  getSystemOperation,
  getNetworkOperation,
  getPeersOperation,
  getLivePeersOperation,
  getUniverseOperation,
  getNodeMassOperation,
  getModulesOperation,
  closeWebsocketsOperation,
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
export type { CallOptions, HttpTransport, Issue, RetryOptions, TransportErrorType, TransportRequest } from '@ledgernet/transport'
