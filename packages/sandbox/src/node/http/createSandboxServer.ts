import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import type { SandboxLogger } from '../../SandboxLogger.js'
import {
  interfaceOf,
  MAX_BODY_BYTES,
  type SandboxHandler,
  type SandboxResponse,
} from '../../server/createSandboxHandler.js'
import type { TrafficCounters } from '../../server/TrafficCounters.js'
import { readRequestBody } from './readRequestBody.js'
import { refuseTooLarge } from './refuseTooLarge.js'
import type { TransactionFeedServer } from './TransactionFeedServer.js'

/**
 * How long the server waits for a client: the headers within `headersMs`, the whole request
 * within `requestMs` (then Node answers 408 and closes the connection), checked every
 * `checkEveryMs`; an idle keep-alive connection is closed after `keepAliveMs`.
 *
 * @example
 * createSandboxServer({ handler, feed, traffic, logger, timeouts: { ...SERVER_TIMEOUTS, requestMs: 500 } })
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
 * The sandbox's HTTP server, a thin adapter over the engine's handler (`createSandboxHandler`, the
 * one dispatch path the in-memory `fetch` takes too): one port, the four interfaces, plus the
 * websocket feed. It reads a request's body up to 4 MiB and hands it to the handler, then writes
 * its answer back; beyond 4 MiB, the rest is read and thrown away (up to 64 MiB) before the
 * handler's 413, so that a client that sends its whole body before reading gets the answer, not a
 * reset connection. Keep-alive is on.
 *
 * No request takes the process down: what Node's parser refuses is answered 400, 408, 413 or 431
 * and the connection closed; a request is read within `SERVER_TIMEOUTS`; whatever a handler, a
 * socket or the listening socket throws is answered, logged or ends that one connection. Closing
 * answers what is in flight and cuts off bodies still arriving.
 *
 * @example
 * const http = createSandboxServer({ handler: createSandboxHandler({ routes, traffic, logger }), feed, traffic, logger })
 * const port = await http.listen(0, '127.0.0.1')
 * await http.close()
 */
export function createSandboxServer({
  handler,
  feed,
  traffic,
  logger,
  timeouts = SERVER_TIMEOUTS,
}: {
  handler: SandboxHandler
  feed: Pick<TransactionFeedServer, 'handleUpgrade'>
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
    const reply = (answer: SandboxResponse) => {
      try {
        response.writeHead(answer.status, answer.headers).end(answer.body)
      } catch (error) {
        abandon(response, error, logger)
      }
      finished()
    }
    const fail = (error: unknown) => {
      abandon(response, error, logger)
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
        answerNow = refuseTooLarge(request, read, () => {
          if (answerNow) refusals.delete(answerNow)
          if (!request.complete) lingerAfterAnswer(request.socket)
          reply(handler.tooLarge(interfaceOf(path), read.attemptedLength))
        })
        if (answerNow) refusals.add(answerNow)
        return
      }
      try {
        const answered = handler.handle({
          method,
          path,
          headers: request.headers,
          text: read.text,
          length: read.length,
        })
        if (answered instanceof Promise) answered.then(reply, fail)
        else reply(answered)
      } catch (error) {
        fail(error)
      }
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

/** How long, and how many more bytes, a connection refused mid-body is read after its answer. */
const LINGER_MS = 2_000
const LINGER_BYTES = 64 * 1024 * 1024

/**
 * A connection whose client is still sending its body when the 413 goes out. Node closes it once
 * the answer is written, and closing a socket with unread bytes resets it: the reset can reach
 * the client before it has read the answer, which is then lost. Instead the answer is followed by
 * a half close (FIN: nothing more is sent), what still arrives is read and dropped for up to
 * LINGER_MS or LINGER_BYTES, and then the socket is destroyed (Apache's and nginx's lingering close).
 */
function lingerAfterAnswer(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end()
    let dropped = 0
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
    socket.on('data', (chunk: Buffer) => {
      dropped += chunk.length
      if (dropped > LINGER_BYTES) socket.destroy()
    })
    socket.resume()
  }
}
