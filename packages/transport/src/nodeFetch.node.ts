/// <reference types="node" />
import { Agent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { BodyTooLarge } from './BodyTooLarge.js'

/** What the transport hands its fetch: a URL string and these options (it follows redirects itself). */
type TransportFetchInit = {
  method: string
  headers: Headers
  body?: string | undefined
  signal: AbortSignal
  /** The response size limit, in bytes. */
  maxResponseSize: number
}

const httpAgent = new Agent({ keepAlive: true })
let https: Promise<{ agent: Agent; request: typeof httpRequest }> | undefined

/** node:https (and TLS) loaded with the first https URL, not at import. */
function httpsClient() {
  https ??= import('node:https').then((module) => ({
    agent: new module.Agent({ keepAlive: true }),
    request: module.request,
  }))
  return https
}

type Target = { http: boolean; options: RequestOptions }
/** The last URLs asked for, read into request options (a transport asks the same few again and again). */
const targets = new Map<string, Target>()

/** Host, port, path and credentials of an http(s) URL; `undefined` for another scheme. */
function targetOf(input: string): Target | undefined {
  let target = targets.get(input)
  if (target) return target
  const url = new URL(input)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  const options: RequestOptions = {
    hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
    port: url.port,
    path: url.pathname + url.search,
  }
  if (url.username || url.password)
    options.auth = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
  target = { http: url.protocol === 'http:', options }
  if (targets.size >= 256) targets.delete(targets.keys().next().value!)
  targets.set(input, target)
  return target
}

/**
 * The answer as the transport reads a `Response`: status, `ok`, headers (a real `Headers`), the
 * text; `clone()` makes a real `Response` of it (what `onResponse` is given). A `Response` and
 * its body stream cost more to build than the exchange itself on loopback, four times per
 * transaction, and the transport reads the body once, whole.
 */
function answer(status: number, statusText: string, headers: Headers, body: string | null): Response {
  let used = false
  return {
    status,
    statusText,
    headers,
    ok: status >= 200 && status < 300,
    redirected: false,
    get bodyUsed() {
      return used
    },
    async text() {
      if (used) throw new TypeError('Body is unusable: Body has already been read')
      used = true
      return body ?? ''
    },
    clone: () => new Response(body, { status, statusText, headers }),
  } as Response
}
const nullBody = new Set([101, 204, 205, 304])

/**
 * A `fetch` for the transport's own calls on Node, over `node:http`/`node:https` with keep-alive
 * agents: a JSON exchange costs Node's own client ~0.15 ms of CPU where the global fetch (undici,
 * WHATWG streams) takes ~0.5 ms, four times per transaction. It answers what the transport reads
 * of a `Response`, from the body read in full: status, `ok`, headers (a real `Headers`), `text()`,
 * and `clone()`, a real `Response`. Only the transport of this package calls it, and only while
 * it may stand in for the global fetch (`nodeClientStandsIn`). A body is read within
 * `maxResponseSize` bytes: one announced larger (`Content-Length`) is not read at all, and the
 * reading stops, the connection closed, the moment the limit is passed (a `BodyTooLarge`). It
 * follows no redirect (the transport does, hop by hop, as with `redirect: 'manual'`) and reads no
 * compressed body itself: it asks for no compression (no `accept-encoding`, so servers answer
 * identity). A network failure rejects with a `TypeError('fetch failed')` carrying the cause, an
 * abort with the signal's reason, as fetch does.
 *
 * @example
 * const response = await nodeFetch('http://127.0.0.1:8080/transaction/status', { method: 'POST', headers, body, signal, maxResponseSize })
 */
export function nodeFetch(input: string, init: TransportFetchInit): Promise<Response> {
  const target = targetOf(input)
  if (!target) return globalThis.fetch(input, init)
  const headers: Record<string, string> = {}
  init.headers.forEach((value, name) => {
    headers[name] = value
  })
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body))
  const options: RequestOptions = { ...target.options, method: init.method, headers }
  const send = (request: typeof httpRequest, agent: Agent) =>
    new Promise<Response>((resolve, reject) => {
      const failed = (cause: unknown) =>
        reject(init.signal.aborted ? init.signal.reason : new TypeError('fetch failed', { cause }))
      if (init.signal.aborted) return failed(undefined)
      const call = request({ ...options, agent }, (response: IncomingMessage) => {
        const status = response.statusCode ?? 0
        const limit = init.maxResponseSize
        // The body is kept as the chunks that came, decoded once whole: while it comes, the
        // process holds its bytes once (no text beside them, no chunk left to collect).
        const chunks: Buffer[] = []
        let size = 0
        // The rest is not read: the connection is closed (quietly: the call has its answer), and
        // what was read is let go at once (the closed socket may keep this handler a while).
        const tooLarge = (size: number) => {
          chunks.length = 0
          reject(new BodyTooLarge(size, status))
          call.destroy()
        }
        const declared = Number(response.headers['content-length'])
        if (declared > limit) return tooLarge(declared)
        response.on('data', (chunk: Buffer) => {
          if (size > limit) return
          size += chunk.length
          if (size > limit) tooLarge(size)
          else chunks.push(chunk)
        })
        response.once('error', failed)
        response.once('aborted', () => failed(new Error('the response was cut off')))
        response.once('end', () => {
          if (status < 200 || status > 599) {
            failed(new RangeError(`HTTP status ${status} is not one a Response carries`))
            return
          }
          const decoder = new StringDecoder('utf8')
          let text = ''
          for (const chunk of chunks) text += decoder.write(chunk)
          text += decoder.end()
          chunks.length = 0
          // A body decoded as fetch's text() does: UTF-8, a leading byte-order mark dropped.
          const body = nullBody.has(status) ? null : text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
          const answered = new Headers()
          const raw = response.rawHeaders
          for (let index = 0; index < raw.length; index += 2) answered.append(raw[index]!, raw[index + 1]!)
          resolve(answer(status, response.statusMessage ?? '', answered, body))
        })
      })
      call.once('error', failed)
      // The signal is the transport's, one per attempt and never aborted once the attempt is over:
      // one listener, not the stream machinery Node's own `signal` option sets up for each request.
      init.signal.addEventListener('abort', () => call.destroy(new Error('aborted')), { once: true })
      call.end(init.body)
    })
  return target.http ? send(httpRequest, httpAgent) : httpsClient().then((client) => send(client.request, client.agent))
}
