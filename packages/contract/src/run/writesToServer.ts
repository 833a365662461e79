import type { SpecName } from '@ledgernet/specs'
import { isRetrySafe } from '@ledgernet/transport'
import { matchSpecOperation } from '../validation/matchSpecOperation.js'

/**
 * What a request would change on the server, by the spec's own word: the operation it lands on
 * (among `specs`) is not safe to repeat (`x-ledgernet-retry-safe: false` — a submit, closing
 * websockets — or `{ unlessBodyTrue: field }` with that field true — a finalize with `submit:
 * true`), and its body is JSON (a body that is not JSON cannot carry a transaction); for JSON-RPC,
 * a call (or a call of a batch) of such a method. Answers the operation (`gateway.submitTransaction`)
 * or `undefined` for a request that only reads. What `readOnly` keeps from being sent.
 *
 * @example
 * writesToServer(['gateway'], 'POST', 'http://127.0.0.1:8080/transaction/submit', '{"signed_transaction":"…"}') // 'gateway.submitTransaction'
 */
export function writesToServer(
  specs: readonly SpecName[],
  method: string,
  url: string,
  body: string | undefined,
): string | undefined {
  const match = matchSpecOperation(specs, method, new URL(url).pathname)
  if (match.kind !== 'openapi' && match.kind !== 'rpc') return undefined
  let parsed: unknown
  try {
    parsed = body === undefined || body === '' ? undefined : JSON.parse(body)
  } catch {
    return undefined
  }
  if (match.kind === 'openapi') {
    const info = match.validator.operation(match.operationId)
    if (parsed === undefined && info.requestBody) return undefined
    return isRetrySafe(info.retrySafe, parsed) ? undefined : `${match.spec}.${match.operationId}`
  }
  for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
    const name = (call as { method?: unknown } | undefined)?.method
    const info = typeof name === 'string' ? match.validator.method(name) : undefined
    if (info && !info.retrySafe) return `${match.spec}.${info.name}`
  }
  return undefined
}
