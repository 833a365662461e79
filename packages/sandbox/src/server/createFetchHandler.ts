import {
  byteLength,
  interfaceOf,
  MAX_BODY_BYTES,
  type SandboxHandler,
  type SandboxResponse,
} from './createSandboxHandler.js'
import type { TrafficCounters } from './TrafficCounters.js'

/**
 * A `fetch` that answers from the sandbox's handler, with no socket: what an in-memory sandbox
 * gives every client as its `fetch` option. It takes what `fetch` takes (a URL and options, or a
 * `Request`) and answers a `Response` as the HTTP sandbox would answer the same request — the same
 * handler runs (`createSandboxHandler`). The request's `Host` is the host of its URL, as a Fetch
 * `Request` carries it; a body over 4 MiB is the interface's 413; a request whose `signal` aborts
 * first rejects with the signal's reason, and once the sandbox is stopped (`isStopped()`) every
 * call rejects with a `TypeError`, as `fetch` does for a server that is gone. It is a Fetch handler
 * too: `Deno.serve(…, sandbox.fetch)` and `Bun.serve({ fetch: sandbox.fetch })` call it with a
 * `Request` and a second argument of their own (Deno's connection info, Bun's `Server`), which is
 * not request options and is not read as such.
 *
 * @example
 * const fetch = createFetchHandler(handler, traffic, () => stopped)
 * const pong = await fetch('http://ledgernet.invalid/api/ping').then((response) => response.json())
 */
export function createFetchHandler(
  handler: SandboxHandler,
  traffic: TrafficCounters,
  isStopped: () => boolean,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, given) => {
    if (isStopped()) throw new TypeError('fetch failed: the in-memory sandbox is stopped')
    const init = requestOptions(input, given)
    // What a client of ours sends (a URL, a method, headers, a text body or none) is read as is;
    // anything else goes through a Fetch `Request`, which reads and checks it as fetch does.
    const plain = plainRequest(input, init)
    const request = plain ?? (input instanceof Request && init === undefined ? input : new Request(input, init))
    const { signal } = request
    signal?.throwIfAborted()
    traffic.received += 1
    try {
      const url = plain?.url ?? new URL((request as Request).url)
      const headers: Record<string, string> = {}
      request.headers.forEach((value, name) => {
        headers[name] = value
      })
      headers.host = url.host
      const body = await readBody(request, plain?.text)
      const answered =
        'tooLarge' in body
          ? handler.tooLarge(interfaceOf(url.pathname), body.attemptedLength)
          : handler.handle({
              method: request.method,
              path: url.pathname,
              headers,
              text: body.text,
              length: body.length,
            })
      const answer = answered instanceof Promise ? await abortable(answered, signal) : answered
      return toResponse(answer)
    } finally {
      traffic.answered += 1
    }
  }
}

/** The keys of a `RequestInit`: what `fetch`'s second argument may set. */
const REQUEST_INIT_KEYS = [
  'method',
  'headers',
  'body',
  'signal',
  'redirect',
  'credentials',
  'mode',
  'referrer',
  'referrerPolicy',
  'integrity',
  'keepalive',
  'cache',
  'window',
  'duplex',
  'priority',
]

/**
 * The second argument as request options: `undefined` when the first is a `Request` and the second
 * sets none of a `RequestInit`'s keys — what a server's Fetch handler gets (Bun's `Server`, whose
 * `url` and `fetch` a `Request` built from it would misread; Deno's `{ remoteAddr, completed }`).
 */
function requestOptions(input: RequestInfo | URL, given: RequestInit | undefined): RequestInit | undefined {
  if (!(input instanceof Request) || given === undefined || given === null || typeof given !== 'object') return given
  return REQUEST_INIT_KEYS.some((key) => key in given) ? given : undefined
}

/** A request given as a URL and options that need no Fetch `Request` to read. */
type PlainRequest = {
  url: URL
  method: string
  headers: Headers
  text?: string | undefined
  signal?: AbortSignal | null
}

/**
 * The request when it is plain: a URL, not a `Request` (a bad URL is refused with fetch's `TypeError`)
 * without credentials, GET with no body or POST with a text body — what every client of ours
 * sends. Building a `Request` and reading its body as a stream costs more than the sandbox's
 * answer; anything else (a `Request`, another method, a binary or streamed body) is `undefined`,
 * and the `Request` path reads it.
 */
function plainRequest(input: RequestInfo | URL, init: RequestInit | undefined): PlainRequest | undefined {
  const method = init?.method ?? 'GET'
  const text = init?.body ?? undefined
  if (
    input instanceof Request ||
    (method === 'GET' ? text !== undefined : method !== 'POST' || typeof text !== 'string')
  )
    return undefined
  const url = new URL(input as string | URL)
  if (url.username || url.password) return undefined
  const headers = new Headers(init?.headers)
  // As a `Request` types a text body it was given without a type.
  if (text !== undefined && !headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8')
  return { url, method, headers, text: text as string | undefined, signal: init?.signal }
}

/**
 * The body's text, read up to the limit (as the HTTP server reads it), or that it passed the
 * limit: a plain request's `text` as it is, a `Request`'s body from its stream.
 */
async function readBody(
  request: { headers: Headers; body?: ReadableStream<Uint8Array> | null },
  text?: string,
): Promise<{ text: string; length: number } | { tooLarge: true; attemptedLength?: number }> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > MAX_BODY_BYTES)
    return { tooLarge: true, ...(Number.isSafeInteger(declared) ? { attemptedLength: declared } : {}) }
  if (text !== undefined) {
    const length = byteLength(text)
    return length > MAX_BODY_BYTES ? { tooLarge: true } : { text, length }
  }
  if (!request.body) return { text: '', length: 0 }
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.length
    if (length > MAX_BODY_BYTES) {
      await reader.cancel()
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  return { text: await new Blob(chunks as BlobPart[]).text(), length }
}

/** `answer`, or the signal's reason once it aborts first (the answer still happens; nobody waits for it). */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** Statuses whose `Response` has no body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/** The handler's answer as a Fetch `Response` (a connection header has no meaning without a connection). */
function toResponse(answer: SandboxResponse): Response {
  const headers = new Headers()
  for (let index = 0; index < answer.headers.length; index += 2) {
    const name = answer.headers[index]!
    if (name !== 'connection') headers.append(name, answer.headers[index + 1]!)
  }
  const body = NULL_BODY_STATUSES.has(answer.status) || answer.body === '' ? null : answer.body
  return new Response(body, { status: answer.status, headers })
}
