import { LedgernetError } from '@ledgernet/errors'
import { AbortedError } from './AbortedError.js'
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
import { NetworkError } from './NetworkError.js'
import { isRetrySafe } from './OperationDescriptor.js'
import { parseBaseUrl } from './parseBaseUrl.js'
import { parseRetryAfter } from './parseRetryAfter.js'
import { sleep } from './sleep.js'
import { TimeoutError } from './TimeoutError.js'

const retriedStatuses = [429, 502, 503, 504]

/**
 * Creates the HTTP transport generated operations are called with: JSON in and out, a time
 * limit per attempt (10 s), retries of safe operations on 429/502/503/504 and network failures
 * (honouring `Retry-After`), `onRequest`/`onResponse` hooks, the caller's `signal`, response
 * validation against the spec when validators are given (the descriptor's `validate` or
 * `options.validators[operationId]`; without, an error body is exposed only when it has the
 * error envelope, see `isErrorBody`), and typed errors ({@link HttpError}, {@link TimeoutError},
 * {@link NetworkError}, {@link AbortedError}, {@link InvalidResponseError}).
 *
 * Credentials in `baseUrl` (`https://user:pass@host`) are taken out of the URL and sent as
 * `Authorization: Basic …` only on operations marked `auth: 'basic'`.
 *
 * @example
 * import { createHttpTransport } from '@ledgernet/transport'
 * const transport = createHttpTransport({ baseUrl: 'http://127.0.0.1:3333', timeout: 5_000 })
 * const pong = await transport.request({
 *   operationId: 'ping', method: 'GET', path: '/api/ping', retrySafe: true,
 * })
 */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const { authorization } = options
  // Credentials in the URL are taken out: fetch, errors and hooks never see them.
  const url = parseBaseUrl(options.baseUrl)
  url.username = url.password = ''
  const baseUrl = url.href.replace(/\/+$/, '')

  const transport: HttpTransport = {
    baseUrl,
    request: async (descriptor, input, call) => (await transport.exchange(descriptor, input, call)).body as never,
    async exchange(descriptor, input = {}, call: CallOptions = {}) {
      const { operationId: operation, method } = descriptor
      const target = baseUrl + (input.url ?? descriptor.path)
      const retry = mergeRetry(options.retry, call.retry)
      const attempts = retry && (retry.unsafe || isRetrySafe(descriptor.retrySafe, input.body)) ? retry.count : 0
      // A body the client encoded for its media type goes as it is; any other is JSON.
      const body: BodyInit | undefined =
        input.body === undefined
          ? undefined
          : input.contentType !== undefined
            ? (input.body as BodyInit)
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
        // One place turns a failure of fetch or of reading the body into the right error.
        // A ledgernet error thrown by the caller's own fetch (e.g. a validating fetch) is already
        // typed and deliberate: it passes through as is and is never retried.
        const failure = (cause: unknown) =>
          cause instanceof LedgernetError
            ? cause
            : !controller.signal.aborted
              ? new NetworkError({ operation, url: target, cause })
              : controller.signal.reason === timedOut
                ? new TimeoutError({ operation, url: target, timeout })
                : new AbortedError({ operation, cause: controller.signal.reason })
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
          let copy: Response | undefined
          let text = ''
          let raw: unknown
          try {
            response = await (options.fetch ?? globalThis.fetch)(target, {
              method,
              headers,
              body,
              signal: controller.signal,
            })
            // The hook gets its own copy (made only when there is a hook); the body is read here,
            // inside the time limit.
            copy = options.onResponse && response.clone()
            // A success answer the spec gives a non-JSON media type is read as it says.
            const mode = response.ok ? descriptor.response : undefined
            if (mode === 'stream') raw = response.body
            else if (mode === 'bytes') raw = new Uint8Array(await response.arrayBuffer())
            else text = await response.text()
            if (mode === 'text') raw = text
          } catch (cause) {
            throw failure(cause)
          }
          await options.onResponse?.(copy!, request)
          const { status } = response
          if (raw !== undefined || (response.ok && descriptor.response))
            return { status, headers: response.headers, body: raw } satisfies TransportResponse as never
          let data: unknown
          let json = true
          if (text) {
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

function mergeRetry(
  base: RetryOptions | false | undefined,
  call: RetryOptions | false | undefined,
): Required<RetryOptions> | false {
  if (call === false || (base === false && call === undefined)) return false
  return { count: 3, delay: 150, maxDelay: 10_000, unsafe: false, ...base, ...call }
}
