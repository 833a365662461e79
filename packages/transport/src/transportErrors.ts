import { findCause, type HintContext, type MessageContext, type RegisteredErrors } from '@ledgernet/errors'
import { AbortedError } from './AbortedError.js'
import { HttpError } from './HttpError.js'
import { InvalidResponseError } from './InvalidResponseError.js'
import { NetworkError } from './NetworkError.js'
import { TimeoutError } from './TimeoutError.js'

/** The server's origin of a request URL (never its path, query or credentials), for people. */
function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'the server'
  }
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim()

/** An error body of the specs' shape: the Gateway API's (with `details` and `trace_id`), node REST's or v0's. */
function errorBodyOf(
  error: HttpError,
): { message: string; traceId?: string; type?: string; reason?: string } | undefined {
  const body = error.body as { message?: unknown; trace_id?: unknown; details?: unknown } | undefined
  if (typeof body !== 'object' || body === null || typeof body.message !== 'string') return undefined
  const details = (typeof body.details === 'object' && body.details !== null ? body.details : {}) as {
    type?: unknown
    reason?: unknown
  }
  return {
    message: body.message,
    ...(typeof body.trace_id === 'string' ? { traceId: body.trace_id } : {}),
    ...(typeof details.type === 'string' ? { type: details.type } : {}),
    ...(typeof details.reason === 'string' ? { reason: details.reason } : {}),
  }
}

/** Why a request did not reach its server, in words: the system's code one or more causes down. */
function networkReason(error: NetworkError): string {
  const cause = findCause<{ code: string }>(
    error.cause,
    (item) => item instanceof Error && typeof (item as { code?: unknown }).code === 'string',
  )
  const code = cause?.code
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host'
  if (code === 'ECONNRESET') return 'connection reset'
  if (code) return code
  // undici says only "fetch failed"; the reason (e.g. "bad port") is the innermost cause.
  let innermost: unknown = error
  for (let depth = 0; depth < 8 && innermost instanceof Error && innermost.cause instanceof Error; depth++)
    innermost = innermost.cause
  return innermost !== error && innermost instanceof Error ? innermost.message : 'network error'
}

/**
 * The error codes of `@ledgernet/transport`, which every client throws: each with its class, the
 * line a person reads, what to do and its docs.
 *
 * @example
 * import { transportErrors } from '@ledgernet/transport/errors'
 * transportErrors.errors.TIMEOUT.hint // 'the server is slow or stuck: …'
 */
export const transportErrors = {
  package: '@ledgernet/transport',
  title: 'Transport (all clients)',
  intro: `Each carries \`operation\` (the operationId or JSON-RPC method that failed) and, where there was
one, \`url\` without credentials. They extend \`TransportError\`; \`TransportErrorType\` is their union.`,
  errors: {
    HTTP_ERROR: {
      class: HttpError,
      message: (error: HttpError, context: MessageContext) => {
        const where = originOf(error.url)
        if (error.status === 401)
          return context.credentialsGiven
            ? `${where} refused the admin credentials given for ${error.operation} (HTTP 401): wrong user or password.`
            : `${where} refused ${error.operation}: it needs the node's admin credentials, and none were given (HTTP 401).`
        const body = errorBodyOf(error)
        if (!body) return `${where} failed ${error.operation} (HTTP ${error.status}).`
        return `${oneLine(body.message).replace(/\.$/, '')}${body.traceId ? ` (trace id ${body.traceId})` : ''}.`
      },
      hint: 'the server refused the request for the reason it gives; check the values sent',
      hintFor: (error: HttpError, context: HintContext) => {
        if (error.status === 401)
          return context.credentialsGiven
            ? 'check --admin user:pass (or LEDGERNET_ADMIN, or user:pass@ in --node; a client’s `credentials`): `ledgernet sandbox` prints its credentials'
            : 'pass --admin user:pass or set LEDGERNET_ADMIN (a client’s `credentials`; `ledgernet sandbox` prints them)'
        if (error.status === 413) return 'the request is too large for the server (1 MiB at most): split it'
        if (error.status === 429) return 'the server limits how often it is asked: wait a moment and try again'
        if (error.status === 503)
          return 'the server cannot serve now (not synced up, or shutting down); try again in a moment'
        if (error.status >= 500) return 'the server failed; try again, and report the trace id if it keeps failing'
        if (!errorBodyOf(error)) return 'the server did not say why; --verbose shows its answer'
        if (error.status === 404) return 'check the id or the address: nothing with it exists on this server'
        return undefined
      },
      reason: (error: HttpError) => {
        const body = errorBodyOf(error)
        return body?.reason ?? body?.type
      },
      docs: `The server answered with a 4xx or 5xx status. \`status\`, \`headers\`, \`rawBody\` (the text),
and \`body\`: the parsed error body when it has the spec's error shape (the checked clients validate it
against the spec; the lean path checks the envelope), else \`undefined\`. Narrow it with the clients'
guards — \`isGatewayError(error, 'TransactionNotFoundError')\` narrows \`error.body.details\`,
\`isNodeRestError(error, 401)\`, \`isV0Error(error, 404)\`. Safe operations are retried on
429/502/503/504 (honouring \`Retry-After\`); see each client's README for which are safe. A 404
without an error body usually means the base URL is not the interface's (the Gateway API and v0 live
at the server's origin, JSON-RPC at \`/rpc\`, node REST under \`/api\`).`,
    },
    TIMEOUT: {
      class: TimeoutError,
      message: (error: TimeoutError) =>
        `No answer from ${originOf(error.url)} within ${error.timeout} ms (${error.operation}).`,
      hint: 'the server is slow or stuck: try again, or allow more time (`timeout`; --timeout <ms>)',
      docs: `No complete answer within \`timeout\` milliseconds (default 10 s per attempt, body
included). Not retried: the server may still act on the request. For a submit, keep the transaction
id and ask for its status.`,
    },
    NETWORK_ERROR: {
      class: NetworkError,
      message: (error: NetworkError) => `Cannot reach ${originOf(error.url)} (${networkReason(error)}).`,
      hint: 'is the server running? `ledgernet sandbox` starts one on http://127.0.0.1:8080; or point --gateway/--rpc/--node/--v0 at yours',
      docs: `The request did not reach the server or the connection broke (refused, reset, DNS).
\`cause\` holds the platform's error. Safe operations are retried.`,
    },
    ABORTED: {
      class: AbortedError,
      message: () => 'Interrupted.',
      hint: 'the call was stopped by its caller (its signal, Ctrl-C); run it again to retry',
      docs: `The caller's \`signal\` aborted the call (before, during, or while waiting to retry);
\`cause\` is the signal's reason. Nothing is retried after an abort.`,
    },
    INVALID_RESPONSE: {
      class: InvalidResponseError,
      message: (error: InvalidResponseError) => {
        const where = originOf(error.url)
        if (error.reason === 'TOO_LARGE')
          return `${where} answered ${error.operation} with a body larger than the response size limit (${error.size} bytes, the limit ${error.limit}).`
        const [first] = error.issues
        const problem =
          error.reason === 'NOT_JSON'
            ? 'it is not JSON'
            : `${first?.path || '/'} ${first?.message ?? 'does not match the spec'}`
        return error.reason === 'SCHEMA_MISMATCH' || error.reason === 'NOT_JSON'
          ? `${where} answered ${error.operation} with something the spec does not allow (${problem}).`
          : `${where} answered ${error.operation} with JSON beyond the bounds of an answer (${problem}).`
      },
      hint: 'is this URL the right interface? The Gateway API, JSON-RPC, node REST and v0 each have their own (--gateway, --rpc, --node, --v0)',
      hintFor: (error: InvalidResponseError) =>
        error.reason === 'TOO_LARGE'
          ? 'the server sent more than any answer needs: it is faulty or hostile (a client’s `maxResponseSize` allows more)'
          : error.reason === 'TOO_DEEP' || error.reason === 'NUMBER_OUT_OF_RANGE'
            ? 'the server sent JSON no answer of the spec can be: it is faulty or hostile'
            : undefined,
      docs: `The answer cannot be read or is not what the spec documents: \`reason\` is \`NOT_JSON\` (the
body is not JSON), \`SCHEMA_MISMATCH\` (checked clients, and the flows for each field they read:
\`issues\` lists each \`{ path, message }\`, e.g. \`/body/transaction_build/fee/value must match pattern
"^(0|[1-9][0-9]*)$"\`), \`TOO_LARGE\` (the body passed the response size limit, 16 MiB unless
\`maxResponseSize\` says otherwise: \`limit\` and the \`size\` announced or read, in bytes), \`TOO_DEEP\`
(arrays and objects nested more than 64 levels) or \`NUMBER_OUT_OF_RANGE\` (a number of more than 64
characters, or beyond a double's range), the last two with \`issues\` naming the value's JSON pointer.
The server or a proxy in between is at fault — or the URL points at another interface than the
client's.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof transportErrors> {}
}
