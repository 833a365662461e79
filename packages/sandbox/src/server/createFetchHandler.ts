import { interfaceOf, MAX_BODY_BYTES, type SandboxHandler, type SandboxResponse } from './createSandboxHandler.js'
import type { TrafficCounters } from './TrafficCounters.js'

/**
 * A `fetch` that answers from the sandbox's handler, with no socket: what an in-memory sandbox
 * gives every client as its `fetch` option. It takes what `fetch` takes (a URL and options, or a
 * `Request`) and answers a `Response` as the HTTP sandbox would answer the same request — the same
 * handler runs (`createSandboxHandler`). The request's `Host` is the host of its URL, as a Fetch
 * `Request` carries it; a body over 4 MiB is the interface's 413; a request whose `signal` aborts
 * first rejects with the signal's reason, and once the sandbox is stopped (`isStopped()`) every
 * call rejects with a `TypeError`, as `fetch` does for a server that is gone.
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
  return async (input, init) => {
    if (isStopped()) throw new TypeError('fetch failed: the in-memory sandbox is stopped')
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
      const body = plain ? plainBody(plain) : await readBody(request as Request)
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

/** A request given as a URL and options that need no Fetch `Request` to read. */
type PlainRequest = { url: URL; method: string; headers: Headers; text: string; signal: AbortSignal | undefined }

/** Methods a `Request` keeps as they are written (upper case); others it normalizes or refuses. */
const PLAIN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])

/**
 * The request when it is plain: a string or `URL` without credentials, a method written in upper
 * case, and a text body (or none, or none for GET and HEAD) — what every client of ours sends.
 * Building a `Request` and reading its body as a stream costs more than the sandbox's answer;
 * for anything else (a `Request`, a binary or streamed body, a method `Request` would normalize
 * or refuse) `undefined`, and the `Request` path reads it.
 */
function plainRequest(input: RequestInfo | URL, init: RequestInit | undefined): PlainRequest | undefined {
  if (typeof input !== 'string' && !(input instanceof URL)) return undefined
  const method = init?.method ?? 'GET'
  const body = init?.body ?? undefined
  if (!PLAIN_METHODS.has(method) || (body !== undefined && typeof body !== 'string')) return undefined
  if (body !== undefined && (method === 'GET' || method === 'HEAD')) return undefined
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return undefined
  }
  if (url.username || url.password) return undefined
  const headers = new Headers(init?.headers)
  // As a `Request` types a text body it was given without a type.
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8')
  return { url, method, headers, text: body ?? '', signal: init?.signal ?? undefined }
}

/** A plain request's body and its length in UTF-8, or that it passes the limit (as `readBody` says it). */
function plainBody(
  request: PlainRequest,
): { text: string; length: number } | { tooLarge: true; attemptedLength?: number } {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > MAX_BODY_BYTES)
    return { tooLarge: true, ...(Number.isSafeInteger(declared) ? { attemptedLength: declared } : {}) }
  const length = utf8Length(request.text)
  return length > MAX_BODY_BYTES ? { tooLarge: true } : { text: request.text, length }
}

const encoder = new TextEncoder()

/** Bytes of `text` in UTF-8, without encoding it when it is ASCII (every JSON body of ours). */
function utf8Length(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\u0000-\u007f]*$/.test(text) ? text.length : encoder.encode(text).length
}

/** The body's text, read up to the limit (as the HTTP server reads it), or that it passed the limit. */
async function readBody(
  request: Request,
): Promise<{ text: string; length: number } | { tooLarge: true; attemptedLength?: number }> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > MAX_BODY_BYTES)
    return { tooLarge: true, ...(Number.isSafeInteger(declared) ? { attemptedLength: declared } : {}) }
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
  const bytes = chunks.length === 1 ? chunks[0]! : concat(chunks, length)
  return { text: new TextDecoder().decode(bytes), length }
}

function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return bytes
}

/** `answer`, or the signal's reason once it aborts first (the answer still happens; nobody waits for it). */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
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
