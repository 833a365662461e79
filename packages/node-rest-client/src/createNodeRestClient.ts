import type { CallOptions, HttpTransport } from '@ledgernet/transport'
import { closeWebsockets, type ClosedWebsockets } from './closeWebsockets.js'
import { createNodeRestTransport, type NodeRestTransportOptions } from './createNodeRestTransport.js'
import {
  getLivePeers,
  getModules,
  getNetwork,
  getNodeMass,
  getPeers,
  getSystem,
  getUniverse,
  ping,
  type GetLivePeersResponse,
  type GetModulesResponse,
  type GetNetworkResponse,
  type GetNodeMassResponse,
  type GetPeersResponse,
  type GetSystemResponse,
  type GetUniverseResponse,
  type PingResponse,
} from './generated/operations.gen.js'
import { responseValidators } from './generated/responseValidators.gen.js'

/**
 * Options of {@link createNodeRestClient}: those of the transport (`baseUrl`, `credentials`,
 * `fetch`, `headers`, `timeout`, `retry`, `onRequest`, `onResponse`) and `validateResponses`
 * (default `true`: every answer is checked against the spec).
 *
 * @example
 * const options: NodeRestClientOptions = { baseUrl: 'http://127.0.0.1:3333', credentials: { username: 'admin', password: 'secret' } }
 */
export type NodeRestClientOptions = Omit<NodeRestTransportOptions, 'validators'> & {
  /** Check every answer against the spec. Default `true`. */
  validateResponses?: boolean
}

/**
 * A node REST API client: one method per operation. The open ones need no credentials; `getNodeMass`,
 * `getModules` and `closeWebsockets` send the Basic credentials of the client.
 *
 * @example
 * const client: NodeRestClient = createNodeRestClient({ baseUrl: 'http://127.0.0.1:3333' })
 */
export interface NodeRestClient {
  readonly transport: HttpTransport
  /** `GET /api/ping` — open, safe to retry. */
  ping(options?: CallOptions): Promise<PingResponse>
  /** `GET /api/system` — open, safe to retry. */
  getSystem(options?: CallOptions): Promise<GetSystemResponse>
  /** `GET /api/network` — open, safe to retry. */
  getNetwork(options?: CallOptions): Promise<GetNetworkResponse>
  /** `GET /api/network/peers` — open, safe to retry. */
  getPeers(options?: CallOptions): Promise<GetPeersResponse>
  /** `GET /api/network/peers/live` — open, safe to retry. */
  getLivePeers(options?: CallOptions): Promise<GetLivePeersResponse>
  /** `GET /api/universe` — open, safe to retry. */
  getUniverse(options?: CallOptions): Promise<GetUniverseResponse>
  /** `GET /api/graph/node/mass` — Basic credentials, safe to retry. */
  getNodeMass(options?: CallOptions): Promise<GetNodeMassResponse>
  /** `GET /api/system/modules` — Basic credentials, safe to retry. */
  getModules(options?: CallOptions): Promise<GetModulesResponse>
  /** `DELETE /api/system/modules/api/websockets` — Basic credentials, retried only with `retry: { unsafe: true }`. */
  closeWebsockets(options?: CallOptions): Promise<ClosedWebsockets>
}

/**
 * Creates a node REST API client that checks every answer against the spec
 * (`InvalidResponseError` naming the operation, the JSON path and the reason;
 * `validateResponses: false` turns it off). Credentials (`credentials` or
 * `http://user:pass@host`) go only to the restricted methods. For the smallest bundle use
 * `createNodeRestTransport` with the standalone operations instead.
 *
 * @example
 * import { createNodeRestClient } from '@ledgernet/node-rest-client'
 * const client = createNodeRestClient({ baseUrl: 'http://127.0.0.1:3333', credentials: { username: 'admin', password: 'secret' } })
 * const { response } = await client.ping()
 */
export function createNodeRestClient(options: NodeRestClientOptions): NodeRestClient {
  const { validateResponses = true, ...rest } = options
  const transport = createNodeRestTransport({ ...rest, ...(validateResponses ? { validators: responseValidators } : {}) })
  return {
    transport,
    ping: (call) => ping(transport, call),
    getSystem: (call) => getSystem(transport, call),
    getNetwork: (call) => getNetwork(transport, call),
    getPeers: (call) => getPeers(transport, call),
    getLivePeers: (call) => getLivePeers(transport, call),
    getUniverse: (call) => getUniverse(transport, call),
    getNodeMass: (call) => getNodeMass(transport, call),
    getModules: (call) => getModules(transport, call),
    closeWebsockets: (call) => closeWebsockets(transport, call),
  }
}
