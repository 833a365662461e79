import type { RetrySafety } from '@ledgernet/transport'
import type { SpecDocument } from './loadSpec.js'
import { resolveRefAt } from './resolveRef.js'

/** The HTTP methods an OpenAPI path item can declare, in the order OpenAPI lists them. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/** The methods RFC 9110 calls idempotent: repeating one has the effect of sending it once. */
const idempotentMethods: readonly string[] = ['get', 'head', 'options', 'put', 'delete', 'trace']

/**
 * One operation of an OpenAPI document, with its references resolved and the pointer tokens of
 * each part (so that their schemas can be compiled by reference).
 *
 * @example
 * const info: OperationInfo = listOperations(loadSpec('gateway'))[0]!
 * console.log(info.operationId, info.method, info.path, info.retrySafe)
 */
export type OperationInfo = {
  operationId: string
  /** Upper-case (`POST`). */
  method: string
  path: string
  tokens: (string | number)[]
  summary?: string
  description?: string
  /**
   * `x-ledgernet-retry-safe`; when the operation does not say, the safe default: `true` for an
   * idempotent method (GET, HEAD, OPTIONS, PUT, DELETE, TRACE — RFC 9110), `false` otherwise.
   */
  retrySafe: RetrySafety
  /** True when `retrySafe` is the default (the spec does not say). */
  retrySafeDefault?: true
  /** True when the spec gives no operationId and the name was made from method and path (`normalizeSpec`). */
  operationIdDerived?: true
  /** `'basic'` when every way to call it needs an HTTP Basic security scheme. */
  auth?: 'basic'
  parameters: { name: string; in: string; required: boolean; value: Record<string, any>; tokens: (string | number)[] }[]
  requestBody?: { required: boolean; value: Record<string, any>; tokens: (string | number)[] }
  responses: { status: string; value: Record<string, any>; tokens: (string | number)[] }[]
  /** The lowest documented 2xx status (`'200'`), or `undefined` when there is none. */
  successStatus?: string
}

/**
 * Every operation of an OpenAPI document, in document order. Throws naming the operation when
 * it has no `operationId`, and naming the id when two operations share one.
 *
 * @example
 * for (const op of listOperations(loadSpec('node-rest'))) console.log(op.method, op.path)
 */
export function listOperations(document: SpecDocument): OperationInfo[] {
  const operations: OperationInfo[] = []
  const ids = new Set<string>()
  for (const path of Object.keys(document.paths ?? {})) {
    const item = resolveRefAt(document, ['paths', path])
    for (const method of httpMethods) {
      const operation = item.value?.[method]
      if (!operation) continue
      const tokens = [...item.tokens, method]
      const where = `${method.toUpperCase()} ${path}`
      if (typeof operation.operationId !== 'string') throw new Error(`${where} has no operationId`)
      if (ids.has(operation.operationId)) throw new Error(`operationId ${operation.operationId} is used twice`)
      ids.add(operation.operationId)
      const parameters = new Map<string, OperationInfo['parameters'][number]>()
      for (const [owner, list] of [
        [item.tokens, item.value.parameters],
        [tokens, operation.parameters],
      ] as const)
        (list ?? []).forEach((_: unknown, index: number) => {
          const parameter = resolveRefAt(document, [...owner, 'parameters', index])
          const { name, in: location, required } = parameter.value
          // An operation's parameter overrides the path item's one of the same name and place.
          parameters.set(`${location}:${String(name).toLowerCase()}`, {
            name,
            in: location,
            required: required === true,
            value: parameter.value,
            tokens: parameter.tokens,
          })
        })
      const requestBody = operation.requestBody ? resolveRefAt(document, [...tokens, 'requestBody']) : undefined
      const responses = Object.keys(operation.responses ?? {}).map((status) => {
        const response = resolveRefAt(document, [...tokens, 'responses', status])
        return { status, value: response.value, tokens: response.tokens }
      })
      const successStatus = responses
        .map((r) => r.status)
        .filter((status) => /^2\d\d$/.test(status))
        .sort()[0]
      const info: OperationInfo = {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        tokens,
        retrySafe: operation['x-ledgernet-retry-safe'] ?? idempotentMethods.includes(method),
        parameters: [...parameters.values()],
        responses,
      }
      if (operation['x-ledgernet-retry-safe'] === undefined) info.retrySafeDefault = true
      if (operation['x-ledgernet-derived-operation-id'] === true) info.operationIdDerived = true
      if (operation.summary) info.summary = operation.summary
      if (operation.description) info.description = operation.description
      if (requestBody)
        info.requestBody = {
          required: requestBody.value.required === true,
          value: requestBody.value,
          tokens: requestBody.tokens,
        }
      if (successStatus) info.successStatus = successStatus
      if (isBasicAuth(document, operation.security ?? document.security)) info.auth = 'basic'
      operations.push(info)
    }
  }
  return operations
}

function isBasicAuth(document: SpecDocument, requirements: Record<string, unknown>[] | undefined): boolean {
  if (!requirements?.length) return false
  return requirements.every(
    (requirement) =>
      Object.keys(requirement).length > 0 &&
      Object.keys(requirement).some((scheme) => {
        const definition = document.components?.securitySchemes?.[scheme]
        return definition?.type === 'http' && String(definition.scheme).toLowerCase() === 'basic'
      }),
  )
}
