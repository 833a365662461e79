import type { LivePeer, OperationHandlers, Peer } from '@ledgernet/node-rest-client'
import type { Ledger } from '../../ledger/Ledger.js'
import { nativeToken } from '../../ledger/nativeToken.js'
import type { Answer, ApiRequest } from '../Answer.js'
import { precompiledValidators } from '../precompiledValidators.js'
import { routeTable } from '../routeTable.js'
import { serveOperation } from '../serveOperation.js'
import type { TrafficCounters } from '../TrafficCounters.js'
import { type BasicCredentials, checkBasicAuthorization } from './basicCredentials.js'
import { type NodeIdentity, serializerOf } from './NodeIdentity.js'
import { agent, allShards, hashId, systemRecord } from './systemRecord.js'

/** Everything the node REST API reads. */
export type NodeRestServices = {
  ledger: Ledger
  node: NodeIdentity
  traffic: TrafficCounters
  credentials: BasicCredentials
  port: () => number
  /** Closes every open websocket; returns how many. */
  closeWebsockets: () => number
}

const modules = [
  { name: 'ledger', uid: 1 },
  { name: 'mempool', uid: 2 },
  { name: 'network', uid: 3 },
  { name: 'api', uid: 4 },
  { name: 'websockets', uid: 5 },
]

/**
 * The node REST API (`specs/node-rest.openapi.yaml`) under `/api`: status records built from the
 * live ledger and process, the simulated peers, and the restricted administration methods
 * behind HTTP Basic authentication (401 with `WWW-Authenticate` when credentials are missing
 * or wrong, checked in constant time). Wrong verbs answer 405 with `Allow`, unknown paths 404.
 *
 * @example
 * const api = createNodeRestApi(services)
 * api({ method: 'GET', path: '/api/ping', headers: {}, body: undefined, bodyLength: 0 }) // { status: 200, body: { response: 'pong', … } }
 */
export function createNodeRestApi(services: NodeRestServices): (request: ApiRequest) => Answer | Promise<Answer> {
  const validator = precompiledValidators.nodeRest()
  const route = routeTable(validator)
  const { ledger, node, traffic } = services
  const peerRecord = (peer: NodeIdentity['peers'][number]): Peer => {
    const stats = ledger.stats()
    return {
      host: { ip: peer.ip, port: peer.port },
      protocols: peer.live ? ['TCP', 'UDP'] : [],
      ...(peer.live
        ? {
            system: {
              agent,
              clock: stats.processed,
              commitment: stats.commitment,
              key: peer.keyHex,
              nid: peer.nid,
              planck: Math.floor(Date.now() / node.universe.planck),
              port: peer.port,
              shards: allShards,
              timestamp: Date.now(),
            },
          }
        : {}),
      version: 100,
    }
  }
  // A live peer's record has its system: the records of live peers are LivePeers.
  const livePeers = () => node.peers.filter((peer) => peer.live).map((peer) => peerRecord(peer) as LivePeer)

  // The spec's handler map: an operation missing here, or an answer the spec does not declare, does not compile.
  const handlers: OperationHandlers = {
    ping: () => ({ status: 200, body: { response: 'pong', timestamp: Date.now() } }),
    getSystem: () => ({ status: 200, body: systemRecord(ledger, node, traffic, services.port()) }),
    getNetworkConnections: () => {
      const live = livePeers()
      return { status: 200, body: { tcp: live, udp: live, nids: 1 + node.peers.filter((peer) => peer.live).length } }
    },
    getPeers: () => ({ status: 200, body: node.peers.map(peerRecord) }),
    getLivePeers: () => ({ status: 200, body: livePeers() }),
    getUniverse: () => ({
      status: 200,
      body: {
        ...node.universe,
        type: 2,
        creator: node.keyHex,
        genesis: [
          {
            type: 'TokenDefinition',
            rri: nativeToken.rri,
            symbol: nativeToken.symbol,
            name: nativeToken.name,
            is_supply_mutable: nativeToken.isSupplyMutable,
            supply: ledger.genesis.allocations.reduce((sum, allocation) => sum + allocation.amount, 0n).toString(),
          },
          ...ledger.genesis.allocations.map((allocation) => ({
            type: 'Allocation' as const,
            account: ledger.book.ofKeyHex(
              typeof allocation.publicKey === 'string' ? allocation.publicKey : allocation.publicKey.hex,
            ).address,
            rri: nativeToken.rri,
            amount: allocation.amount.toString(),
          })),
        ],
      },
    }),
    getNodeMass: () => {
      const planck = Math.floor(Date.now() / node.universe.planck)
      const interval = Math.floor(planck / 60)
      const nodes = [node.nid, ...node.peers.filter((peer) => peer.live).map((peer) => peer.nid)].sort()
      return {
        status: 200,
        body: nodes.map((nid) => ({
          hid: { serializer: 'EUID', value: hashId({ nid, interval }) },
          nid: { serializer: 'EUID', value: nid },
          interval,
          mass: ledger.version,
          planck,
          serializer: serializerOf('mass.node_mass'),
          version: 100,
        })),
      }
    },
    getModules: () => ({ status: 200, body: modules }),
    closeWebsockets: () => ({ status: 200, headers: { 'x-closed-websockets': String(services.closeWebsockets()) } }),
  }

  return (request) => {
    const found = route(request.method, request.path)
    if ('reason' in found) {
      if (found.reason === 'unknown-path') return error(404, `no such path: ${request.method} ${request.path}`)
      return error(405, `${request.method} is not allowed on ${request.path}; allowed: ${found.allowed.join(', ')}`, {
        allow: found.allowed.join(', '),
      })
    }
    if (found.auth === 'basic') {
      const header = request.headers.authorization
      const verdict = checkBasicAuthorization(Array.isArray(header) ? header[0] : header, services.credentials)
      if (verdict !== 'ok') {
        const message =
          verdict === 'missing'
            ? `${request.method} ${request.path} requires HTTP Basic credentials`
            : `${request.method} ${request.path}: the credentials were not accepted`
        return error(401, message, { 'www-authenticate': 'Basic realm="ledgernet node", charset="UTF-8"' })
      }
    }
    return serveOperation(handlers, found.operationId, {}, undefined, (name) =>
      error(501, `not implemented: the sandbox does not serve ${name}`),
    )
  }
}

function error(status: number, message: string, headers?: Record<string, string>): Answer {
  return { status, body: { code: status, message }, ...(headers ? { headers } : {}) }
}
