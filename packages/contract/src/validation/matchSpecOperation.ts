import { createSpecValidator, type OpenApiValidator, type OpenRpcValidator, type SpecName } from '@ledgernet/specs'

/**
 * Where a request lands among several specs: an OpenAPI operation, the JSON-RPC endpoint, a
 * path whose method is wrong, or nothing.
 *
 * @example
 * const match = matchSpecOperation(['gateway', 'node-rpc'], 'POST', '/rpc')
 * if (match.kind === 'rpc') console.log(match.validator.rpcPath)
 */
export type SpecOperationMatch =
  | { kind: 'openapi'; spec: SpecName; validator: OpenApiValidator; operationId: string; path: string }
  | { kind: 'rpc'; spec: SpecName; validator: OpenRpcValidator }
  | { kind: 'wrong-verb'; spec: SpecName; allowed: string[]; path: string }
  | { kind: 'none' }

/**
 * Finds the operation a request is for, by method and path, among `specs`. A server mounted under
 * a prefix (`/gateway/transaction/build`) is matched too: the path's leading segments are dropped
 * one at a time until a spec path matches. JSON-RPC is any `POST` to the document's path (`/rpc`).
 *
 * @example
 * matchSpecOperation(['gateway'], 'POST', '/transaction/build') // { kind: 'openapi', operationId: 'buildTransaction', … }
 */
export function matchSpecOperation(specs: readonly SpecName[], method: string, path: string): SpecOperationMatch {
  const segments = path.split('/').filter((segment, index) => index > 0 || segment !== '')
  let wrongVerb: SpecOperationMatch | undefined
  for (let start = 0; start <= segments.length; start += 1) {
    const candidate = `/${segments.slice(start).join('/')}`
    for (const spec of specs) {
      const validator = createSpecValidator(spec)
      if (validator.kind === 'openrpc') {
        if (candidate !== validator.rpcPath && candidate !== `${validator.rpcPath}/`) continue
        if (method.toUpperCase() === 'POST') return { kind: 'rpc', spec, validator }
        wrongVerb ??= { kind: 'wrong-verb', spec, allowed: ['POST'], path: candidate }
        return wrongVerb
      }
      const found = validator.findOperation(method, candidate)
      if ('operationId' in found)
        return { kind: 'openapi', spec, validator, operationId: found.operationId, path: candidate }
      if (found.reason === 'wrong-verb')
        wrongVerb ??= { kind: 'wrong-verb', spec, allowed: found.allowed, path: candidate }
    }
  }
  return wrongVerb ?? { kind: 'none' }
}
