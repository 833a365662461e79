import type { OpenApiValidator } from '@ledgernet/specs'

/**
 * Where a request lands: an operation of the spec, or why none (`unknown-path`, or `wrong-verb`
 * with the methods the path declares).
 *
 * @example
 * const route: Route = { operationId: 'ping', auth: 'none', headers: ['content-type'] }
 */
export type Route =
  | {
      operationId: string
      auth: 'basic' | 'none'
      /** The request headers the spec validator reads for this operation (lower case): its header parameters, `content-type`, and `authorization` when it needs credentials. */
      headers: readonly string[]
    }
  | { reason: 'unknown-path' }
  | { reason: 'wrong-verb'; allowed: string[] }

/**
 * The routes of an OpenAPI spec as a map from path to method, built once from the spec
 * validator's operations: what `findOperation` answers, without testing every operation's
 * pattern on every request (the specs' paths have no templates; a spec that had one is refused
 * here rather than routed wrongly).
 *
 * @example
 * const route = routeTable(createSpecValidator('node-rest'))
 * route('GET', '/api/ping') // { operationId: 'ping', auth: 'none', headers: ['content-type'] }
 */
export function routeTable(validator: OpenApiValidator): (method: string, path: string) => Route {
  const paths = new Map<string, Map<string, Route>>()
  for (const operation of validator.operations) {
    if (operation.path.includes('{')) throw new Error(`the sandbox routes no templated path (${operation.path})`)
    const methods = paths.get(operation.path) ?? new Map<string, Route>()
    paths.set(operation.path, methods)
    const auth = operation.auth ?? 'none'
    const headers = [
      ...operation.parameters
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => parameter.name.toLowerCase()),
      'content-type',
      ...(auth === 'basic' ? ['authorization'] : []),
    ]
    methods.set(operation.method, { operationId: operation.operationId, auth, headers })
  }
  const wrongVerb = new Map(
    [...paths].map(([path, methods]) => [path, { reason: 'wrong-verb' as const, allowed: [...methods.keys()] }]),
  )
  return (method, path) => {
    const key = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
    const methods = paths.get(key)
    if (!methods) return { reason: 'unknown-path' }
    return methods.get(method.toUpperCase()) ?? wrongVerb.get(key)!
  }
}
