import type { SandboxLogger } from '../SandboxLogger.js'
import { type Answer, type ApiRequest, newTraceId } from './Answer.js'
import { corsHeaders, preflightHeaders } from './corsHeaders.js'
import type { TrafficCounters } from './TrafficCounters.js'

type Handler = (request: ApiRequest) => Answer | Promise<Answer>

/**
 * The four interfaces behind the one origin, each a handler of its spec's operations.
 *
 * @example
 * const routes: SandboxRoutes = { gateway: createGatewayApi(ledger, desk), rpc, nodeRest, v0: createV0Api(ledger) }
 */
export type SandboxRoutes = { gateway: Handler; rpc: Handler; nodeRest: Handler; v0: Handler }

/**
 * Which of the four interfaces a request is for.
 *
 * @example
 * const kind: SandboxInterface = interfaceOf('/api/ping') // 'nodeRest'
 */
export type SandboxInterface = keyof SandboxRoutes

/**
 * A request as the handler takes it, whatever carried it (Node's HTTP server, a Fetch `Request`):
 * its method, path (no query), headers (lower-case names, as Node gives them) and body, already
 * read within the 4 MiB limit (`length` bytes).
 *
 * @example
 * const request: SandboxRequest = { method: 'GET', path: '/api/ping', headers: { host: '127.0.0.1:8080' }, text: '', length: 0 }
 */
export type SandboxRequest = {
  method: string
  path: string
  headers: ApiRequest['headers']
  text: string
  length: number
}

/**
 * An answer ready to send: status, headers (a flat `[name, value, …]` list, the CORS headers and
 * the body's type and length included) and the body's text.
 *
 * @example
 * const response: SandboxResponse = { status: 204, headers: ['access-control-allow-origin', '*', 'content-length', '0'], body: '' }
 */
export type SandboxResponse = { status: number; headers: string[]; body: string }

/**
 * The sandbox's one dispatch path, the same for every way a request arrives:
 * `handle(request)` answers a request whose body was read; `tooLarge(…)` answers one whose body
 * passed the limit.
 *
 * @example
 * const handler: SandboxHandler = createSandboxHandler({ routes, traffic, logger })
 */
export type SandboxHandler = {
  handle(request: SandboxRequest): SandboxResponse | Promise<SandboxResponse>
  tooLarge(kind: SandboxInterface, attemptedLength: number | undefined): SandboxResponse
}

/** The largest request body the sandbox reads: 4 MiB, the limit of every spec. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024

/**
 * The interface a path belongs to: JSON-RPC at `/rpc`, node REST under `/api`, v0 under `/v0`,
 * the Gateway API everywhere else.
 *
 * @example
 * interfaceOf('/v0/state/epoch') // 'v0'
 */
export function interfaceOf(path: string): SandboxInterface {
  if (path === '/rpc') return 'rpc'
  if (path === '/api' || path.startsWith('/api/')) return 'nodeRest'
  if (path === '/v0' || path.startsWith('/v0/')) return 'v0'
  return 'gateway'
}

const corsHeaderList = Object.entries(corsHeaders).flat()
const preflightHeaderList = Object.entries(preflightHeaders).flat()
const encoder = new TextEncoder()

/**
 * The sandbox's request handler, one for the HTTP server (`createSandboxServer`, on Node) and for
 * the in-memory `fetch` (`createFetchHandler`): what is tested in memory is what is served. It
 * routes a request to its interface by path, answers CORS preflights, parses the JSON body (an
 * interface answers a body that is not JSON in its own way), runs the interface's handler and
 * writes its answer as JSON with the CORS headers every answer carries. A handler that throws, or
 * an answer JSON cannot carry, is the interface's 500 with a trace id; the error goes to the log,
 * never to the client. Counts the 4xx answers in `traffic.refused`.
 *
 * @example
 * const handler = createSandboxHandler({ routes, traffic, logger })
 * const response = await handler.handle({ method: 'GET', path: '/api/ping', headers: {}, text: '', length: 0 })
 */
export function createSandboxHandler({
  routes,
  traffic,
  logger,
}: {
  routes: SandboxRoutes
  traffic: TrafficCounters
  logger: SandboxLogger
}): SandboxHandler {
  const encode = (kind: SandboxInterface, answer: Answer): SandboxResponse => {
    try {
      if (answer.status >= 400 && answer.status < 500) traffic.refused += 1
      return encodeAnswer(answer)
    } catch (error) {
      // An answer that cannot be written (a body JSON cannot carry): the interface's 500.
      return encodeAnswer(internalError(kind, error, logger))
    }
  }
  return {
    handle(request) {
      const kind = interfaceOf(request.path)
      // A preflight is answered once its body (browsers send none) is read: one rule for every body.
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined)
        return {
          status: 204,
          headers: corsHeaderList.concat(preflightHeaderList, 'content-length', '0'),
          body: '',
        }
      let answered: Answer | Promise<Answer>
      try {
        let body: unknown
        let notJson: string | undefined
        if (request.text.length > 0 && request.text.trim() !== '') {
          try {
            body = JSON.parse(request.text)
          } catch (error) {
            notJson = error instanceof Error ? error.message : 'not JSON'
          }
        }
        answered = routes[kind]({
          method: request.method,
          path: request.path,
          headers: request.headers,
          body,
          bodyLength: request.length,
          ...(notJson !== undefined ? { notJson } : {}),
        })
      } catch (error) {
        answered = internalError(kind, error, logger)
      }
      if (answered instanceof Promise)
        return answered.then(
          (answer) => encode(kind, answer),
          (error: unknown) => encode(kind, internalError(kind, error, logger)),
        )
      return encode(kind, answered)
    },
    tooLarge(kind, attemptedLength) {
      traffic.refused += 1
      return encodeAnswer({ status: 413, body: tooLargeBody(kind, attemptedLength), headers: { connection: 'close' } })
    },
  }
}

/** An answer as status, one flat header list (Node's fastest form) and the body's text. */
function encodeAnswer(answer: Answer): SandboxResponse {
  const empty = answer.body === undefined
  const text = empty ? '' : JSON.stringify(answer.body)
  const headers = corsHeaderList.concat(
    empty ? ['content-length', '0'] : ['content-type', 'application/json', 'content-length', String(byteLength(text))],
  )
  if (answer.headers) for (const name in answer.headers) headers.push(name, answer.headers[name]!)
  return { status: answer.status, headers, body: text }
}

/**
 * Bytes of `text` in UTF-8, without encoding it when it is ASCII (most answers and requests).
 *
 * @example
 * byteLength('{"a":"é"}') // 10
 */
export function byteLength(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\u0000-\u007f]*$/.test(text) ? text.length : encoder.encode(text).length
}

/**
 * The body of a 413 on each interface: the Gateway API's `RequestTooLargeError` (with the length
 * the client declared, when it did), the others' `{ code, message }`.
 */
function tooLargeBody(kind: SandboxInterface, attemptedLength: number | undefined): Record<string, unknown> {
  const limit = MAX_BODY_BYTES
  if (kind !== 'gateway') return { code: 413, message: `request body exceeds ${limit} bytes` }
  return {
    code: 413,
    message: `Request body too large: ${attemptedLength ?? `more than ${limit}`} bytes, the limit is ${limit}`,
    details: {
      type: 'RequestTooLargeError',
      length_limit: limit,
      ...(attemptedLength !== undefined ? { attempted_length: attemptedLength } : {}),
    },
  }
}

/** The interface's 500 for an error while answering: a trace id in the answer, the error in the log. */
function internalError(kind: SandboxInterface, error: unknown, logger: SandboxLogger): Answer {
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
