import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { SandboxLogger } from '../SandboxLogger.js'
import { type Answer, type ApiRequest, newTraceId } from './Answer.js'
import { corsHeaders, preflightHeaders } from './corsHeaders.js'
import { MAX_BODY_BYTES, readRequestBody } from './readRequestBody.js'
import { refuseTooLarge } from './refuseTooLarge.js'
import type { TrafficCounters } from './TrafficCounters.js'
import type { TransactionFeed } from './TransactionFeed.js'

type Handler = (request: ApiRequest) => Answer | Promise<Answer>

/** The four interfaces behind the one port. */
export type SandboxRoutes = { gateway: Handler; rpc: Handler; nodeRest: Handler; v0: Handler }

type Interface = keyof SandboxRoutes

/**
 * How long the server waits for a client: the headers within `headersMs`, the whole request
 * within `requestMs` (then Node answers 408 and closes the connection), checked every
 * `checkEveryMs`; an idle keep-alive connection is closed after `keepAliveMs`.
 *
 * @example
 * createSandboxServer({ routes, feed, traffic, logger, timeouts: { ...SERVER_TIMEOUTS, requestMs: 500 } })
 */
export const SERVER_TIMEOUTS: Readonly<{
  headersMs: number
  requestMs: number
  checkEveryMs: number
  keepAliveMs: number
}> = Object.freeze({
  headersMs: 20_000,
  requestMs: 30_000,
  checkEveryMs: 5_000,
  keepAliveMs: 30_000,
})

/**
 * The sandbox's HTTP server: one port, four interfaces — JSON-RPC at `/rpc`, node REST under
 * `/api`, v0 under `/v0`, the Gateway API everywhere else — plus the websocket feed. Every answer
 * carries CORS headers and preflights are answered. Bodies are read up to 4 MiB; beyond, the
 * rest is read and thrown away (up to 64 MiB) before the 413, so that a client that sends its
 * whole body before reading gets the answer, not a reset connection; a handler that throws
 * answers 500 with the interface's error body and a trace id, and the error goes to the log,
 * never to the client. Keep-alive is on.
 *
 * No request takes the process down: what Node's parser refuses is answered 400, 408, 413 or 431
 * and the connection closed; a request is read within `SERVER_TIMEOUTS`; whatever a handler, a
 * socket or the listening socket throws is answered, logged or ends that one connection. Closing
 * answers what is in flight and cuts off bodies still arriving.
 *
 * @example
 * const http = createSandboxServer({ routes, feed, traffic, logger })
 * const port = await http.listen(0, '127.0.0.1')
 * await http.close()
 */
export function createSandboxServer({
  routes,
  feed,
  traffic,
  logger,
  timeouts = SERVER_TIMEOUTS,
}: {
  routes: SandboxRoutes
  feed: TransactionFeed
  traffic: TrafficCounters
  logger: SandboxLogger
  timeouts?: typeof SERVER_TIMEOUTS
}): { server: Server; listen(port: number, host: string): Promise<number>; close(): Promise<void> } {
  let inFlight = 0
  let drained: (() => void) | undefined
  /** 413s waiting for the rest of their body: a closing server answers them at once. */
  const refusals = new Set<() => void>()
  /** Requests whose body is still arriving: a closing server cuts them off. */
  const reading = new Set<IncomingMessage>()
  let closing = false
  const server = createServer(
    {
      keepAliveTimeout: timeouts.keepAliveMs,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (request, response) => {
      inFlight += 1
      traffic.received += 1
      let settled = false
      /** The request is done with (answered, or its connection gone): counted once. */
      const finished = () => {
        if (settled) return
        settled = true
        traffic.answered += 1
        inFlight -= 1
        if (inFlight === 0) drained?.()
      }
      try {
        serve(request, response, finished)
      } catch (error) {
        abandon(response, error, logger)
        finished()
      }
    },
  )

  const serve = (request: IncomingMessage, response: ServerResponse, finished: () => void) => {
    const method = request.method ?? 'GET'
    const url = request.url ?? '/'
    const query = url.indexOf('?')
    const path = query < 0 ? url : url.slice(0, query)
    const kind: Interface =
      path === '/rpc'
        ? 'rpc'
        : path === '/api' || path.startsWith('/api/')
          ? 'nodeRest'
          : path === '/v0' || path.startsWith('/v0/')
            ? 'v0'
            : 'gateway'
    const reply = (answer: Answer) => {
      try {
        if (answer.status >= 400 && answer.status < 500) traffic.refused += 1
        send(response, answer)
      } catch (error) {
        // An answer that cannot be written (a body JSON cannot carry): the interface's 500.
        try {
          if (!response.headersSent) send(response, internalError(kind, error, logger))
          else response.destroy()
        } catch (failure) {
          abandon(response, failure, logger)
        }
      }
      finished()
    }
    reading.add(request)
    // Arriving while the server closes: a body not there by the next turn is cut off too.
    if (closing) setImmediate(() => reading.has(request) && request.socket.destroy())
    // Plain callbacks rather than promises on the way in: every microsecond of a request is
    // paid four times per transaction.
    readRequestBody(request, MAX_BODY_BYTES, (read) => {
      reading.delete(request)
      if ('error' in read) {
        response.destroy()
        finished()
        return
      }
      if ('tooLarge' in read) {
        let answerNow: (() => void) | undefined
        answerNow = refuseTooLarge(request, kind, read, (body) => {
          if (answerNow) refusals.delete(answerNow)
          traffic.refused += 1
          try {
            send(response, { status: 413, body, headers: { connection: 'close' } })
          } catch (error) {
            abandon(response, error, logger)
          }
          finished()
        })
        if (answerNow) refusals.add(answerNow)
        return
      }
      // A preflight is answered once its body (browsers send none) is read: one rule for every body.
      if (method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
        reply({ status: 204, headers: preflightHeaders })
        return
      }
      let answered: Answer | Promise<Answer>
      try {
        let body: unknown
        let notJson: string | undefined
        if (read.text.length > 0 && read.text.trim() !== '') {
          try {
            body = JSON.parse(read.text)
          } catch (error) {
            notJson = error instanceof Error ? error.message : 'not JSON'
          }
        }
        answered = routes[kind]({
          method,
          path,
          headers: request.headers,
          body,
          bodyLength: read.length,
          ...(notJson !== undefined ? { notJson } : {}),
        })
      } catch (error) {
        answered = internalError(kind, error, logger)
      }
      if (answered instanceof Promise)
        answered.then(reply, (error: unknown) => reply(internalError(kind, error, logger)))
      else reply(answered)
    })
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node hands the socket over without its error listener: a reset during the handshake must
    // end this connection, not the process.
    socket.on('error', () => socket.destroy())
    try {
      feed.handleUpgrade(request, socket, head)
    } catch (error) {
      logger.error('a websocket upgrade failed', { error: error instanceof Error ? error.message : String(error) })
      socket.destroy()
    }
  })
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Past the start of an answer, or with nobody left to read one, the connection just ends.
    const answering = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage
    if (!socket.writable || answering?.headersSent || error.code === 'ECONNRESET') {
      socket.destroy()
      return
    }
    socket.end(`HTTP/1.1 ${clientErrorStatus(error.code)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  })

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          // From now on a failure of the listening socket (out of file descriptors) is reported,
          // never thrown at the process.
          server.on('error', (error) =>
            logger.error('the HTTP server failed to accept a connection', { error: error.message }),
          )
          resolve((server.address() as AddressInfo).port)
        })
      }),
    close: async () => {
      closing = true
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      for (const answer of [...refusals]) answer()
      for (const request of [...reading]) request.socket.destroy()
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve))
      server.closeAllConnections()
      await closed
    },
  }
}

/** The status line Node's own handler sends for what its parser refused. */
function clientErrorStatus(code: string | undefined): string {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return '431 Request Header Fields Too Large'
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return '413 Payload Too Large'
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return '408 Request Timeout'
    default:
      return '400 Bad Request'
  }
}

/** Ends a response that cannot be answered (its answer failed to be written): logged, the connection cut. */
function abandon(response: ServerResponse, error: unknown, logger: SandboxLogger): void {
  logger.error('an answer could not be written', {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  })
  response.destroy()
}

const corsHeaderList = Object.entries(corsHeaders).flat()

function send(response: ServerResponse, answer: Answer): void {
  const empty = answer.body === undefined
  const text = empty ? '' : JSON.stringify(answer.body)
  // One flat header list (Node's fastest form), written with the body in one piece.
  const headers = corsHeaderList.concat(
    empty
      ? ['content-length', '0']
      : ['content-type', 'application/json', 'content-length', String(Buffer.byteLength(text))],
  )
  if (answer.headers) for (const name in answer.headers) headers.push(name, answer.headers[name]!)
  if (empty) response.writeHead(answer.status, headers).end()
  else response.writeHead(answer.status, headers).end(text)
}

function internalError(kind: Interface, error: unknown, logger: SandboxLogger): Answer {
  const traceId = newTraceId()
  logger.error('internal error while answering a request', {
    traceId,
    interface: kind,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  })
  const exception = error instanceof Error ? error.name : 'Error'
  switch (kind) {
    case 'gateway':
      return {
        status: 500,
        body: {
          code: 500,
          message: `Internal server error (trace ${traceId})`,
          details: {
            type: 'InternalServerError',
            exception,
            cause: `the sandbox failed while answering; its log has trace ${traceId}`,
          },
          trace_id: traceId,
        },
      }
    case 'v0':
      return { status: 500, body: { code: 500, message: 'internal error', trace_id: traceId } }
    case 'nodeRest':
      return { status: 500, body: { code: 500, message: `internal error (trace ${traceId})` } }
    case 'rpc':
      return {
        status: 200,
        body: { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal error', data: { traceId } } },
      }
  }
}
