import { isLedgernetError } from '@ledgernet/errors'
import { AnswerTooLargeError } from './run/AnswerTooLargeError.js'
import { parseAnswerText } from './run/parseAnswerText.js'

/**
 * One HTTP request as a probe or a scenario step sends it.
 *
 * @example
 * const request: HttpRequest = { method: 'POST', url: 'http://127.0.0.1:8080/token/derive', headers: { 'content-type': 'application/json' }, body: '{}' }
 */
export type HttpRequest = {
  method: string
  url: string
  headers?: Record<string, string>
  body?: string
  /**
   * The `authorization` header holds the admin's credentials: a report never shows it, and its
   * curl line reads them from `$LEDGERNET_ADMIN`.
   */
  adminCredentials?: boolean
}

/**
 * An HTTP answer, read whole: status, headers, the text, and the parsed JSON when it is JSON.
 *
 * @example
 * if (answer.body !== undefined) console.log(answer.status, answer.body)
 */
export type HttpAnswer = {
  status: number
  headers: Headers
  text: string
  /** The parsed body; `undefined` when the body is empty or not JSON. */
  body?: unknown
  /** True when there is a body and it does not parse as JSON (or nests deeper than a JSON answer may). */
  notJson: boolean
}

/**
 * A request and what became of it: the answer, or why there is none (timeout, refused
 * connection, a body over the run's limit), and how long it took. `stopped` marks a request the
 * run itself cut short (its time budget spent, Ctrl-C): there is no verdict on the server then.
 *
 * @example
 * const { answer, error } = await exchangeHttp(fetch, request, 10_000)
 */
export type HttpExchange = {
  request: HttpRequest
  answer?: HttpAnswer
  error?: string
  tooLarge?: AnswerTooLargeError
  stopped?: true
  durationMs: number
}

/**
 * Sends `request` with `fetchImpl` (the run's fetch, which reads bodies up to the run's limit)
 * and reads the answer, within `timeout` milliseconds. Never throws: a failure to get an answer
 * is reported in `error`, a body over the limit in `tooLarge` too.
 *
 * @example
 * const exchange = await exchangeHttp(fetch, { method: 'GET', url: 'http://127.0.0.1:3333/api/ping' }, 10_000)
 */
export async function exchangeHttp(
  fetchImpl: typeof fetch,
  request: HttpRequest,
  timeout: number,
  /** The run's signal: a request it aborts is `stopped`, not a failure of the server. */
  runSignal?: AbortSignal,
): Promise<HttpExchange> {
  const started = performance.now()
  const signal = AbortSignal.timeout(timeout)
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
      signal,
      redirect: 'manual',
    })
    const text = await response.text()
    const answer: HttpAnswer = { status: response.status, headers: response.headers, text, ...parseAnswerText(text) }
    return { request, answer, durationMs: performance.now() - started }
  } catch (error) {
    const durationMs = performance.now() - started
    if (error instanceof AnswerTooLargeError) return { request, error: error.shortMessage, tooLarge: error, durationMs }
    // The run's own signal cut it short (its budget, Ctrl-C): not the server's doing.
    if (runSignal?.aborted) return { request, error: 'stopped', stopped: true, durationMs }
    if (signal.aborted) return { request, error: `no answer within ${timeout} ms`, durationMs }
    if (isLedgernetError(error)) return { request, error: error.shortMessage, durationMs }
    return { request, error: `no answer: ${describeNetworkError(error)}`, durationMs }
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  if (cause?.code) return `${cause.code}${cause.message ? ` (${cause.message})` : ''}`
  return error instanceof Error ? error.message : String(error)
}
