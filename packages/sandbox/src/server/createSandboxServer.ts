import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
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
 * The sandbox's HTTP server: one port, four interfaces — JSON-RPC at `/rpc`, node REST under
 * `/api`, v0 under `/v0`, the Gateway API everywhere else — plus the websocket feed. Every answer
 * carries CORS headers and preflights are answered. Bodies are read up to 4 MiB; beyond, the
 * rest is read and thrown away (up to 64 MiB) before the 413, so that a client that sends its
 * whole body before reading gets the answer, not a reset connection; a handler that throws
 * answers 500 with the interface's error body
 * and a trace id, and the error goes to the log, never to the client. Keep-alive is on.
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
}: {
  routes: SandboxRoutes
  feed: TransactionFeed
  traffic: TrafficCounters
  logger: SandboxLogger
}): { server: Server; listen(port: number, host: string): Promise<number>; close(): Promise<void> } {
  let inFlight = 0
  let drained: (() => void) | undefined
  /** 413s waiting for the rest of their body: a closing server answers them at once. */
  const refusals = new Set<() => void>()
  const finished = () => {
    traffic.answered += 1
    inFlight -= 1
    if (inFlight === 0) drained?.()
  }
  const server = createServer({ keepAliveTimeout: 30_000 }, (request, response) => {
    inFlight += 1
    traffic.received += 1
    const method = request.method ?? 'GET'
    const url = request.url ?? '/'
    const query = url.indexOf('?')
    const path = query < 0 ? url : url.slice(0, query)
    if (method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      response.writeHead(204, preflightHeaders).end()
      finished()
      return
    }
    const kind: Interface =
      path === '/rpc'
        ? 'rpc'
        : path === '/api' || path.startsWith('/api/')
          ? 'nodeRest'
          : path === '/v0' || path.startsWith('/v0/')
            ? 'v0'
            : 'gateway'
    // Plain callbacks rather than promises on the way in: every microsecond of a request is
    // paid four times per transaction.
    readRequestBody(request, MAX_BODY_BYTES, (read) => {
      if ('error' in read) {
        response.destroy()
        finished()
        return
      }
      if ('tooLarge' in read) {
        const answer = refuseTooLarge(request, kind, read, (body) => {
          refusals.delete(answer)
          send(response, { status: 413, body, headers: { connection: 'close' } })
          traffic.refused += 1
          finished()
        })
        refusals.add(answer)
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
      const reply = (answer: Answer) => {
        if (answer.status >= 400 && answer.status < 500) traffic.refused += 1
        send(response, answer)
        finished()
      }
      if (answered instanceof Promise)
        answered.then(reply, (error: unknown) => reply(internalError(kind, error, logger)))
      else reply(answered)
    })
  })
  server.on('upgrade', (request, socket, head) => feed.handleUpgrade(request, socket, head))
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    else socket.destroy()
  })

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          resolve((server.address() as AddressInfo).port)
        })
      }),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      for (const answer of [...refusals]) answer()
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve))
      server.closeAllConnections()
      await closed
    },
  }
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
