import { InvalidArgumentError, LedgernetError } from '@ledgernet/errors'
import { AbortedError } from './AbortedError.js'
import { BodyTooLarge } from './BodyTooLarge.js'
import { backoffDelay } from './backoffDelay.js'
import { HttpError } from './HttpError.js'
import type {
  CallOptions,
  HttpTransport,
  HttpTransportOptions,
  RetryOptions,
  TransportRequest,
  TransportResponse,
} from './HttpTransport.js'
import { InvalidResponseError } from './InvalidResponseError.js'
import { isErrorBody } from './isErrorBody.js'
import { jsonBoundsProblem } from './jsonBoundsProblem.js'
import { NetworkError } from './NetworkError.js'
import { isRetrySafe } from './OperationDescriptor.js'
import { parseBaseUrl } from './parseBaseUrl.js'
import { parseRetryAfter } from './parseRetryAfter.js'
import type { RequestBody } from './RequestBody.js'
import { readBodyText } from './readBodyText.js'
import type { Hop, redirectedHop } from './redirectedHop.js'
import { sleep } from './sleep.js'
import { TimeoutError } from './TimeoutError.js'

const retriedStatuses = [429, 502, 503, 504]

/** The default response size limit: 16 MiB, a thousand times the largest answer of the specs' examples. */
const defaultMaxResponseSize = 16 * 1024 * 1024

/** The most redirects one request follows (the Fetch standard's limit). */
const maxRedirects = 20

/** Statuses whose answer has no body (`Response` refuses one). */
const nullBodyStatuses = [101, 204, 205, 304]

/**
 * What a runtime's face of the transport decides: the fetch used when the options give none
 * (looked up per call), and whether the transport follows redirects itself (`redirect: 'manual'`,
 * each hop by `redirectedHop`: on Node, so that one client follows them whatever fetch answers) or
 * leaves them to the fetch (a browser's follows them by the same rules and shows none; its bundle
 * then carries no redirect code).
 */
export type TransportFace = {
  fetch: (input: string, init: RequestInit & { maxResponseSize: number }) => Promise<Response>
  redirectedHop?: typeof redirectedHop
}

/**
 * The HTTP transport of every runtime: `createHttpTransport` (portable, and Node's) is this with
 * its face. See `createHttpTransport` for what it does.
 */
export function createTransport(options: HttpTransportOptions, face: TransportFace): HttpTransport {
  const { authorization } = options
  // Credentials in the URL are taken out: fetch, errors and hooks never see them.
  const url = parseBaseUrl(options.baseUrl)
  url.username = url.password = ''
  const baseUrl = url.href.replace(/\/+$/, '')
  checkLimit(options.maxResponseSize)
  const fetchFn = options.fetch ?? face.fetch
  const follow = face.redirectedHop

  const transport: HttpTransport = {
    baseUrl,
    request: async (descriptor, input, call) => (await transport.exchange(descriptor, input, call)).body as never,
    async exchange(descriptor, input = {}, call: CallOptions = {}) {
      const { operationId: operation, method } = descriptor
      const target = baseUrl + (input.url ?? descriptor.path)
      const retry = mergeRetry(options.retry, call.retry)
      const attempts = retry && (retry.unsafe || isRetrySafe(descriptor.retrySafe, input.body)) ? retry.count : 0
      const limit = checkLimit(call.maxResponseSize) ?? options.maxResponseSize ?? defaultMaxResponseSize
      // A body the client encoded for its media type goes as it is; any other is JSON.
      const body: RequestBody | undefined =
        input.body === undefined
          ? undefined
          : input.contentType !== undefined
            ? (input.body as RequestBody)
            : JSON.stringify(input.body)
      const headers = new Headers(options.headers)
      for (const extra of [descriptor.headers, input.headers, call.headers])
        new Headers(extra).forEach((value, name) => {
          headers.set(name, value)
        })
      headers.set('accept', descriptor.accept ?? 'application/json')
      // Ours alone: a body has the media type it was encoded for (JSON by default; fetch gives a
      // FormData its multipart boundary), and a call without one says nothing of a content type.
      if (body !== undefined && !(body instanceof FormData))
        headers.set('content-type', input.contentType ?? 'application/json')
      else headers.delete('content-type')
      if (descriptor.auth === 'basic' && authorization) headers.set('authorization', authorization)
      const shown = Object.fromEntries(headers)
      if (shown.authorization) shown.authorization = '[redacted]'
      // What may follow a redirect to another origin: the protocol's headers, never the caller's own.
      const kept = (name: string) =>
        name === 'accept' ||
        name === 'content-type' ||
        Object.keys(descriptor.headers ?? {}).some((fixed) => fixed.toLowerCase() === name)

      for (let attempt = 0; ; attempt++) {
        try {
          return await send(attempt)
        } catch (error) {
          const status = (error as HttpError).status
          if (
            !retry ||
            attempt >= attempts ||
            !(error instanceof NetworkError || (error instanceof HttpError && retriedStatuses.includes(status)))
          )
            throw error
          const wait =
            (error instanceof HttpError ? parseRetryAfter(error.headers.get('retry-after')) : undefined) ??
            backoffDelay(attempt, retry.delay, retry.maxDelay)
          if (wait > retry.maxDelay) throw error
          try {
            await sleep(wait, call.signal)
          } catch (cause) {
            throw new AbortedError({ operation, cause })
          }
        }
      }

      async function send(attempt: number) {
        const { signal } = call
        if (signal?.aborted) throw new AbortedError({ operation, cause: signal.reason })
        const timeout = call.timeout ?? options.timeout ?? 10_000
        const controller = new AbortController()
        const timedOut = {}
        const onAbort = () => controller.abort(signal!.reason)
        const timer = timeout > 0 ? setTimeout(() => controller.abort(timedOut), timeout) : undefined
        signal?.addEventListener('abort', onAbort)
        let status = 0
        // One place turns a failure of fetch or of reading the body into the right error.
        // A ledgernet error thrown by the caller's own fetch (e.g. a validating fetch) is already
        // typed and deliberate: it passes through as is and is never retried.
        const failure = (cause: unknown) => {
          if (cause instanceof BodyTooLarge) {
            // The rest of the body is not wanted: the connection goes.
            controller.abort(cause)
            const message = `is larger than the response size limit of ${limit} bytes (${cause.size} bytes)`
            return new InvalidResponseError({
              operation,
              url: target,
              status: cause.status,
              reason: 'TOO_LARGE',
              issues: [{ path: '', message }],
              body: undefined,
              limit,
              size: cause.size,
            })
          }
          return cause instanceof LedgernetError
            ? cause
            : !controller.signal.aborted
              ? new NetworkError({ operation, url: target, cause })
              : controller.signal.reason === timedOut
                ? new TimeoutError({ operation, url: target, timeout })
                : new AbortedError({ operation, cause: controller.signal.reason })
        }
        try {
          const request: TransportRequest = {
            operationId: operation,
            method,
            url: target,
            headers: shown,
            body,
            attempt,
          }
          await options.onRequest?.(request)
          let response: Response
          let text = ''
          // A success answer the spec gives a non-JSON media type, read by its descriptor's reader
          // (text, bytes, or the body's stream for the caller to read).
          let read: { body: unknown } | undefined
          try {
            let hop: Hop = { url: target, method, headers, body }
            for (let redirects = 0; ; redirects++) {
              const init: RequestInit & { maxResponseSize: number } = {
                method: hop.method,
                headers: hop.headers,
                body: hop.body,
                signal: controller.signal,
                maxResponseSize: limit,
              }
              if (follow) init.redirect = 'manual'
              response = await fetchFn(hop.url, init)
              status = response.status
              const location =
                follow &&
                redirects < maxRedirects &&
                ((status >= 301 && status <= 303) || status === 307 || status === 308)
                  ? response.headers.get('location')
                  : null
              // A redirect that is not followed (too many, nowhere to go) is the answer: an HttpError.
              const next = location === null ? undefined : follow!(hop, status, location, kept)
              if (next === undefined || typeof next === 'string') break
              response.body?.cancel().catch(() => {})
              hop = next
            }
            if (response!.ok && descriptor.read) read = { body: await descriptor.read(response!, limit) }
            else text = await readBodyText(response!, limit)
          } catch (cause) {
            throw failure(cause)
          }
          response = response!
          if (read) {
            await options.onResponse?.(
              new Response(
                read.body instanceof Uint8Array || typeof read.body === 'string' ? (read.body as string) : null,
                {
                  status,
                  statusText: response.statusText,
                  headers: response.headers,
                },
              ),
              request,
            )
            return { status, headers: response.headers, body: read.body } satisfies TransportResponse as never
          }
          // The hook gets a Response of the body read here, inside the time limit and the size limit.
          await options.onResponse?.(
            new Response(nullBodyStatuses.includes(status) ? null : text, {
              status,
              statusText: response.statusText,
              headers: response.headers,
            }),
            request,
          )
          let data: unknown
          let json = true
          if (text) {
            const problem = jsonBoundsProblem(text)
            if (problem)
              throw new InvalidResponseError({
                operation,
                url: target,
                status,
                reason: problem.reason,
                issues: [{ path: problem.path, message: problem.message }],
                body: undefined,
              })
            try {
              data = JSON.parse(text)
            } catch {
              json = false
            }
          }
          const validators = descriptor.validate ?? options.validators?.[operation]
          const validate =
            validators && (validators[status] ?? validators[`${String(status)[0]}XX`] ?? validators.default)
          if (!response.ok) {
            const matches = json && (validators ? validate && !validate(data)?.length : isErrorBody(data))
            throw new HttpError({
              operation,
              url: target,
              status,
              headers: response.headers,
              body: matches ? data : undefined,
              rawBody: text,
            })
          }
          if (!json) throw new InvalidResponseError({ operation, url: target, status, reason: 'NOT_JSON', body: text })
          const issues =
            validators &&
            (validate ? validate(data) : [{ path: '', message: `HTTP ${status} is not an answer the spec documents` }])
          if (issues?.length)
            throw new InvalidResponseError({
              operation,
              url: target,
              status,
              reason: 'SCHEMA_MISMATCH',
              issues,
              body: data,
            })
          return { status, headers: response.headers, body: data } satisfies TransportResponse as never
        } finally {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        }
      }
    },
  }
  return transport
}

/** A response size limit as given: `undefined`, or a number of bytes above 0 (`Infinity`: none). */
function checkLimit(limit: number | undefined): number | undefined {
  if (limit !== undefined && !(typeof limit === 'number' && limit > 0))
    throw new InvalidArgumentError('maxResponseSize', 'must be a positive number of bytes')
  return limit
}

function mergeRetry(
  base: RetryOptions | false | undefined,
  call: RetryOptions | false | undefined,
): Required<RetryOptions> | false {
  if (call === false || (base === false && call === undefined)) return false
  return { count: 3, delay: 150, maxDelay: 10_000, unsafe: false, ...base, ...call }
}
