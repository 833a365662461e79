import { InvalidArgumentError } from '@ledgernet/errors'
import { isSpecName, type SpecName } from '@ledgernet/specs'
import type { HttpAnswer, HttpExchange, HttpRequest } from '../exchangeHttp.js'
import { AnswerTooLargeError } from '../run/AnswerTooLargeError.js'
import { parseAnswerText } from '../run/parseAnswerText.js'
import { readBoundedBody } from '../run/readBoundedBody.js'
import { checkHttpAnswer } from './checkHttpAnswer.js'
import { checkRpcAnswer } from './checkRpcAnswer.js'
import { describeRequestIssues, describeRpcParamIssues } from './describeRequestIssues.js'
import { matchSpecOperation, type SpecOperationMatch } from './matchSpecOperation.js'
import type { SpecViolation } from './SpecViolation.js'
import { SpecViolationError } from './SpecViolationError.js'

/**
 * Options of {@link createValidatingFetch}.
 *
 * @example
 * const options: ValidatingFetchOptions = { specs: ['gateway'], mode: 'record' }
 */
export type ValidatingFetchOptions = {
  /** The specs requests are matched against (by method and path; JSON-RPC by method name). */
  specs: readonly SpecName[]
  /** The fetch that really sends (default: the global `fetch`). */
  fetch?: typeof fetch
  /** Called with every violation, in `record` and `throw` mode alike. */
  onViolation?: (violation: SpecViolation) => void
  /**
   * `throw`: a request that breaks the spec is not sent and a `SpecViolationError` is thrown; an
   * answer that breaks it throws after it arrived. `record`: everything is sent and returned
   * unchanged, violations are collected in `violations`.
   */
  mode: 'throw' | 'record'
  /**
   * The largest answer body read, in bytes (default: no limit). A longer one is a violation of the
   * operation naming the limit and the size seen, and the fetch throws the `AnswerTooLargeError`
   * (the client's transport reports it as a network failure) without reading further.
   */
  maxBodyBytes?: number
}

/**
 * What {@link createRecordingFetch} adds: every exchange as it ends (the answer as read), for a
 * runner that keeps the last one of a step.
 */
type RecordingOptions = ValidatingFetchOptions & { onExchange?: (exchange: HttpExchange) => void }

/**
 * A fetch function that checks what goes through it, with the violations it recorded.
 *
 * @example
 * const validatingFetch: ValidatingFetch = createValidatingFetch({ specs: ['gateway'], mode: 'record' })
 * expect(validatingFetch.violations).toEqual([])
 */
export type ValidatingFetch = ((input: string | URL | Request, init?: RequestInit) => Promise<Response>) & {
  /** Every violation so far (both directions), oldest first. */
  readonly violations: readonly SpecViolation[]
  /** How many requests went through. */
  readonly calls: number
  /** Forgets the recorded violations and the call count. */
  reset(): void
}

/**
 * Wraps `fetch` so that every request a client sends and every answer it gets are checked
 * against the specs: the operation is found by method and path (JSON-RPC: by the envelope's
 * method), the request's headers and body are validated with the spec validator (ajv), and the
 * answer's status, content type, documented headers and body likewise. A violation is a typed
 * {@link SpecViolation} naming the operation, the direction and the JSON path. Usable in any test
 * suite: hand it to a client as its `fetch`.
 *
 * @example
 * import { createGatewayClient, deriveToken } from '@ledgernet/gateway-client'
 * import { createValidatingFetch } from '@ledgernet/contract'
 * const validatingFetch = createValidatingFetch({ specs: ['gateway'], mode: 'throw' })
 * const gateway = createGatewayClient({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet', fetch: validatingFetch })
 * await deriveToken({ client: gateway, body: { public_key: { hex: key }, symbol: 'gold' } }) // throws SpecViolationError on any mismatch
 */
export function createValidatingFetch(options: ValidatingFetchOptions): ValidatingFetch {
  return createRecordingFetch(options)
}

/**
 * A {@link createValidatingFetch} that also hands each exchange to `onExchange`: the contract
 * runner's scenarios show the last exchange of a failed step.
 *
 * @example
 * const recording = createRecordingFetch({ specs: ['gateway'], mode: 'record', onExchange: (exchange) => (last = exchange) })
 */
export function createRecordingFetch(options: RecordingOptions): ValidatingFetch {
  if (!Array.isArray(options?.specs) || options.specs.length === 0)
    throw new InvalidArgumentError('specs', 'must list at least one spec (gateway, node-rpc, node-rest, gateway-v0)')
  for (const [index, spec] of options.specs.entries())
    if (!isSpecName(spec))
      throw new InvalidArgumentError(`specs[${index}]`, 'must be gateway, node-rpc, node-rest or gateway-v0')
  if (options.mode !== 'throw' && options.mode !== 'record')
    throw new InvalidArgumentError('mode', "must be 'throw' or 'record'")
  const limit = options.maxBodyBytes ?? Number.POSITIVE_INFINITY
  if (!(limit > 0)) throw new InvalidArgumentError('maxBodyBytes', 'must be a positive number of bytes')
  const send = options.fetch ?? globalThis.fetch
  const violations: SpecViolation[] = []
  let calls = 0
  const report = (found: SpecViolation[]) => {
    for (const violation of found) {
      violations.push(violation)
      options.onViolation?.(violation)
    }
    if (found.length > 0 && options.mode === 'throw') throw new SpecViolationError(found)
  }

  const validatingFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls += 1
    const started = performance.now()
    const request = new Request(input, init)
    const bodyText = request.body === null ? undefined : await request.clone().text()
    const { pathname } = new URL(request.url)
    const match = matchSpecOperation(options.specs, request.method, pathname)
    const rpcCalls = checkRequest(match, request, bodyText, options.specs, report)
    const sent: HttpRequest = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      ...(bodyText !== undefined ? { body: bodyText } : {}),
    }
    let bytes: Uint8Array<ArrayBuffer>
    let response: Response
    try {
      // The caller's arguments as given (a Request made of them follows their signal only weakly).
      response = await (input instanceof Request ? send(request) : send(input, init))
      bytes = await readBoundedBody(response, limit)
    } catch (error) {
      if (error instanceof AnswerTooLargeError) {
        options.onExchange?.({
          request: sent,
          error: error.shortMessage,
          tooLarge: error,
          durationMs: performance.now() - started,
        })
        report([tooLargeViolation(match, options.specs, error, rpcCalls)])
      }
      throw error
    }
    const text = new TextDecoder().decode(bytes)
    const answer: HttpAnswer = { status: response.status, headers: response.headers, text, ...parseAnswerText(text) }
    options.onExchange?.({ request: sent, answer, durationMs: performance.now() - started })
    report(checkResponse(match, answer, rpcCalls))
    const empty = bytes.byteLength === 0 || [101, 204, 205, 304].includes(response.status)
    return new Response(empty ? null : bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
  Object.defineProperties(validatingFetch, {
    violations: { get: () => violations, enumerable: true },
    calls: { get: () => calls, enumerable: true },
    reset: {
      value: () => {
        violations.length = 0
        calls = 0
      },
    },
  })
  return validatingFetch as ValidatingFetch
}

type RpcCall = { method: string | undefined; id: unknown }

function checkRequest(
  match: SpecOperationMatch,
  request: Request,
  bodyText: string | undefined,
  specs: readonly SpecName[],
  report: (found: SpecViolation[]) => void,
): RpcCall[] {
  const { pathname } = new URL(request.url)
  if (match.kind === 'none') {
    report([
      {
        spec: specs.join('|'),
        operation: '(unknown path)',
        direction: 'request',
        path: '/path',
        message: `${request.method} ${pathname} matches no operation of ${specs.join(', ')}`,
        seen: pathname,
      },
    ])
    return []
  }
  if (match.kind === 'wrong-verb') {
    report([
      {
        spec: match.spec,
        operation: '(wrong verb)',
        direction: 'request',
        path: '/method',
        message: `${request.method} is not declared on ${match.path}`,
        expected: match.allowed,
        seen: request.method,
      },
    ])
    return []
  }
  const parsed = parseBody(bodyText)
  if (match.kind === 'openapi') {
    const issues = match.validator.validateRequest(match.operationId, {
      headers: request.headers,
      body: parsed.notJson ? bodyText : parsed.body,
    })
    if (parsed.notJson) issues.push({ path: '/body', message: 'is not JSON', keyword: 'content' })
    report(describeRequestIssues(match.validator, match.spec, match.operationId, issues, parsed.body))
    return []
  }
  const { validator, spec } = match
  if (parsed.notJson || parsed.body === undefined) {
    report([
      {
        spec,
        operation: '(envelope)',
        direction: 'request',
        path: '/body',
        message: 'must be a JSON-RPC request (JSON)',
        seen: bodyText?.slice(0, 200),
      },
    ])
    return []
  }
  const envelopes = Array.isArray(parsed.body) ? parsed.body : [parsed.body]
  const found: SpecViolation[] = []
  const rpcCalls = envelopes.map((envelope, index) => {
    const prefix = Array.isArray(parsed.body) ? `/body/${index}` : '/body'
    const fields = (typeof envelope === 'object' && envelope !== null ? envelope : {}) as Record<string, unknown>
    const method = typeof fields.method === 'string' ? fields.method : undefined
    for (const issue of validator.validateRpcEnvelope(envelope))
      found.push({
        spec,
        operation: method ?? '(envelope)',
        direction: 'request',
        path: `${prefix}${issue.path}`,
        message: issue.message,
      })
    if (method && !validator.method(method))
      found.push({
        spec,
        operation: method,
        direction: 'request',
        path: `${prefix}/method`,
        message: `${method} is not a method of ${spec}`,
        seen: method,
      })
    else if (method)
      found.push(
        ...describeRpcParamIssues(
          validator,
          spec,
          method,
          validator.validateRpcParams(method, fields.params ?? []),
          fields.params,
        ).map((violation) => ({
          ...violation,
          path: `${prefix}${violation.path}`,
        })),
      )
    return { method: method && validator.method(method) ? method : undefined, id: fields.id }
  })
  report(found)
  return rpcCalls
}

function checkResponse(match: SpecOperationMatch, answer: HttpAnswer, rpcCalls: RpcCall[]): SpecViolation[] {
  if (match.kind === 'openapi') return checkHttpAnswer(match.validator, match.spec, match.operationId, answer)
  if (match.kind !== 'rpc' || rpcCalls.length === 0) return []
  if (rpcCalls.length === 1)
    return checkRpcAnswer(match.validator, match.spec, rpcCalls[0]!.method, rpcCalls[0]!.id, answer).violations
  // A batch: each reply is checked as if it came alone, matched to its call by id.
  const replies = Array.isArray(answer.body) ? (answer.body as unknown[]) : []
  const violations: SpecViolation[] = []
  if (!Array.isArray(answer.body))
    violations.push({
      spec: match.spec,
      operation: '(envelope)',
      direction: 'response',
      path: '/body',
      message: 'must be an array (the answer to a batch)',
      seen: answer.text.slice(0, 200),
    })
  replies.forEach((reply, index) => {
    const id = (reply as { id?: unknown })?.id
    const call = rpcCalls.find((candidate) => Object.is(candidate.id, id))
    const single: HttpAnswer = { ...answer, body: reply, text: JSON.stringify(reply) }
    for (const violation of checkRpcAnswer(match.validator, match.spec, call?.method, id, single).violations)
      violations.push({ ...violation, path: violation.path.replace(/^\/body/, `/body/${index}`) })
  })
  return violations
}

function parseBody(text: string | undefined): { body?: unknown; notJson: boolean } {
  return text === undefined ? { notJson: false } : parseAnswerText(text)
}

/** The violation of an answer over the limit, named after the operation it answered. */
function tooLargeViolation(
  match: SpecOperationMatch,
  specs: readonly SpecName[],
  error: AnswerTooLargeError,
  rpcCalls: RpcCall[],
): SpecViolation {
  const spec = match.kind === 'none' ? specs.join('|') : match.spec
  const methods = rpcCalls.flatMap((call) => (call.method ? [call.method] : []))
  const operation =
    match.kind === 'openapi'
      ? match.operationId
      : match.kind === 'rpc'
        ? methods.join(', ') || '(envelope)'
        : '(unknown path)'
  return {
    spec,
    operation,
    direction: 'response',
    path: '/body',
    message: `is larger than the limit of ${error.limit} bytes: ${error.declared !== undefined ? `Content-Length ${error.declared}` : `at least ${error.seen} bytes`}, not read further`,
    expected: `at most ${error.limit} bytes`,
    seen: error.declared ?? error.seen,
  }
}
