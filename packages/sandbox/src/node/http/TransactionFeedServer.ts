import type { IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'
import type { Duplex } from 'node:stream'
import type * as Ws from 'ws'
import type { Ledger, LedgerOutcome } from '../../ledger/Ledger.js'
import type { TrafficCounters } from '../../server/TrafficCounters.js'
import { TRANSACTION_FEED_PATH } from '../../transactionFeedPath.js'

type WebSocket = Ws.WebSocket
type WebSocketServer = Ws.WebSocketServer
const noClients: ReadonlySet<WebSocket> = new Set()

/**
 * ws (CommonJS, required rather than imported, so that no ESM loader scans its exports), loaded
 * with the first websocket rather than at start: it brings Node's https, tls and zlib with it, a
 * large part of a cold start that most sandboxes never use (`pnpm bench`, the race).
 */
function createWebSocketServer(): WebSocketServer {
  const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof Ws
  return new WebSocketServer({ noServer: true, maxPayload: 1024 })
}

/**
 * The server side of the websocket feed of the outcomes the ledger records, on `ws://<host>/api/websocket`. On
 * connection it sends `{ type: 'hello', network, ledger_state }`; then one
 * `{ type: 'transaction', interface, id, status, state_version?, timestamp, failure? }` message
 * per outcome (a Gateway/JSON-RPC transaction CONFIRMED or FAILED, a v0 receipt). It accepts no
 * messages. `closeAll()` is what `DELETE /api/system/modules/api/websockets` does.
 *
 * @example
 * const feed = new TransactionFeedServer(ledger, traffic)
 * server.on('upgrade', (request, socket, head) => feed.handleUpgrade(request, socket, head))
 */

export class TransactionFeedServer {
  /** The websocket server, made on the first upgrade. */
  #server: WebSocketServer | undefined
  readonly #ledger: Ledger
  readonly #traffic: TrafficCounters
  readonly #unsubscribe: () => void

  constructor(ledger: Ledger, traffic: TrafficCounters) {
    this.#ledger = ledger
    this.#traffic = traffic
    this.#unsubscribe = ledger.onOutcome((outcome) => this.#broadcast(outcome))
  }

  #webSocketServer(): WebSocketServer {
    if (this.#server) return this.#server
    const server = createWebSocketServer()
    server.on('connection', (socket) => {
      socket.on('error', () => socket.terminate())
      socket.on('message', () => socket.close(1003, 'this feed accepts no messages'))
      this.#send(socket, { type: 'hello', network: 'localnet', ledger_state: this.#ledger.ledgerState() })
    })
    this.#server = server
    return server
  }

  /** The open websockets. */
  get #clients(): ReadonlySet<WebSocket> {
    return this.#server?.clients ?? noClients
  }

  /** Takes over an HTTP upgrade on the feed's path; refuses (404) any other path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '/').split('?')[0]
    if (path !== TRANSACTION_FEED_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    const server = this.#webSocketServer()
    server.handleUpgrade(request, socket, head, (websocket) => server.emit('connection', websocket, request))
  }

  /** Open websockets. */
  get size(): number {
    return this.#clients.size
  }

  /** Closes every open websocket (close code 1001); returns how many were open. */
  closeAll(reason = 'closed by the node administrator'): number {
    let closed = 0
    for (const socket of this.#clients) {
      closed += 1
      socket.close(1001, reason)
      // A client that never answers the close handshake is cut off.
      setTimeout(() => socket.terminate(), 1000).unref()
    }
    return closed
  }

  /** Closes every socket and stops listening to the ledger. */
  async close(): Promise<void> {
    this.#unsubscribe()
    for (const socket of this.#clients) socket.terminate()
    const server = this.#server
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  #broadcast(outcome: LedgerOutcome): void {
    if (this.#clients.size === 0) return
    const message = JSON.stringify({
      type: 'transaction',
      interface: outcome.interface,
      id: outcome.id,
      status: outcome.status,
      ...(outcome.stateVersion !== undefined ? { state_version: outcome.stateVersion } : {}),
      timestamp: outcome.timestamp,
      ...(outcome.failure !== undefined ? { failure: outcome.failure } : {}),
    })
    for (const socket of this.#clients) this.#send(socket, message)
  }

  #send(socket: WebSocket, message: string | object): void {
    if (socket.readyState !== socket.OPEN) {
      this.#traffic.aborted += 1
      return
    }
    socket.send(typeof message === 'string' ? message : JSON.stringify(message))
    this.#traffic.sent += 1
  }
}
