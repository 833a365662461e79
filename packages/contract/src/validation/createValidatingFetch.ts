import { InvalidArgumentError } from '@ledgernet/errors'
import { isSpecName, type SpecName } from '@ledgernet/specs'
import type { HttpAnswer } from '../exchangeHttp.js'
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
}

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
  if (!Array.isArray(options?.specs) || options.specs.length === 0)
    throw new InvalidArgumentError('specs', 'must list at least one spec (gateway, node-rpc, node-rest, gateway-v0)')
  for (const [index, spec] of options.specs.entries())
    if (!isSpecName(spec))
      throw new InvalidArgumentError(`specs[${index}]`, 'must be gateway, node-rpc, node-rest or gateway-v0')
  if (options.mode !== 'throw' && options.mode !== 'record')
    throw new InvalidArgumentError('mode', "must be 'throw' or 'record'")
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
    const request = new Request(input, init)
    const bodyText = request.body === null ? undefined : await request.clone().text()
    const { pathname } = new URL(request.url)
    const match = matchSpecOperation(options.specs, request.method, pathname)
    const rpcCalls = checkRequest(match, request, bodyText, options.specs, report)
    const response = await send(request)
    const answer = await readAnswer(response.clone())
    report(checkResponse(match, answer, rpcCalls))
    return response
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
  if (text === undefined || text === '') return { notJson: false }
  try {
    return { body: JSON.parse(text), notJson: false }
  } catch {
    return { notJson: true }
  }
}

async function readAnswer(response: Response): Promise<HttpAnswer> {
  const text = await response.text()
  const parsed = parseBody(text)
  return {
    status: response.status,
    headers: response.headers,
    text,
    notJson: parsed.notJson,
    ...(parsed.body !== undefined ? { body: parsed.body } : {}),
  }
}
