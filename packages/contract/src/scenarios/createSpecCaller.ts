import { createSpecValidator, type SpecName } from '@ledgernet/specs'
import { basicAuthHeader } from '@ledgernet/transport'
import { exchangeHttp, type HttpAnswer } from '../exchangeHttp.js'
import { requestHeaders } from '../probes/requestHeaders.js'
import { ContractStepError } from './ContractStepError.js'

/**
 * Calls operations by their spec names, as a scenario does for what the flows do not do (a read
 * around a transaction, a replay, a request that must be refused): `http('gateway',
 * 'buildTransaction', body)` finds the method and path in the spec and sends the headers it
 * requires; `rpc('ledger.statusOfTransaction', [txID])` posts a JSON-RPC 2.0 call.
 *
 * @example
 * const answer = await caller.http('gateway-v0', 'getEpoch', {})
 */
export type SpecCaller = {
  http(spec: SpecName, operationId: string, body?: unknown): Promise<HttpAnswer>
  rpc(
    method: string,
    params: unknown[],
  ): Promise<{ result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown }; answer: HttpAnswer }>
}

/**
 * Creates a {@link SpecCaller} over `fetch` (the run's recording fetch, so that every call is
 * checked against the spec and the last exchange shows in a failed step). A call that gets no
 * answer throws a {@link ContractStepError} naming the operation; one the run's stop cut short
 * throws a plain error (no verdict).
 *
 * @example
 * const caller = createSpecCaller({ fetch: recordingFetch, timeout: 10_000, baseUrls: { gateway: url }, signal })
 */
export function createSpecCaller(options: {
  fetch: typeof fetch
  timeout: number
  baseUrls: Partial<Record<SpecName, string>>
  admin?: { username: string; password: string }
  signal: AbortSignal
}): SpecCaller {
  let nextId = 1
  const send = async (spec: SpecName, operation: string, request: Parameters<typeof exchangeHttp>[1]) => {
    const exchange = await exchangeHttp(options.fetch, request, options.timeout, options.signal)
    if (exchange.stopped) throw new Error(`${spec}.${operation} was cut short: the run stopped`)
    if (!exchange.answer)
      throw new ContractStepError([
        {
          operation: `${spec}.${operation}`,
          path: exchange.tooLarge ? '/body' : '',
          message: exchange.error ?? 'no answer',
          ...(exchange.tooLarge
            ? {
                expected: `at most ${exchange.tooLarge.limit} bytes`,
                seen: exchange.tooLarge.declared ?? exchange.tooLarge.seen,
              }
            : {}),
        },
      ])
    return exchange.answer
  }
  return {
    async http(spec, operationId, body) {
      const validator = createSpecValidator(spec)
      if (validator.kind !== 'openapi') throw new TypeError(`${spec} is not an OpenAPI document`)
      const info = validator.operation(operationId)
      const headers = requestHeaders(validator, info)
      if (info.auth === 'basic' && options.admin)
        headers.authorization = basicAuthHeader(options.admin.username, options.admin.password)
      if (body === undefined) delete headers['content-type']
      return send(spec, operationId, {
        method: info.method,
        url: `${options.baseUrls[spec]}${info.path}`,
        headers,
        ...(headers.authorization !== undefined ? { adminCredentials: true } : {}),
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      })
    },
    async rpc(method, params) {
      const id = nextId++
      const answer = await send('node-rpc', method, {
        method: 'POST',
        url: options.baseUrls['node-rpc']!,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      })
      const envelope = (answer.body ?? {}) as {
        result?: unknown
        error?: { code?: unknown; message?: unknown; data?: unknown }
      }
      return {
        ...('result' in envelope ? { result: envelope.result } : {}),
        ...(envelope.error ? { error: envelope.error } : {}),
        answer,
      }
    },
  }
}
