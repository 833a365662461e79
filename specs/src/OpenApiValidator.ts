import type { Issue, RetrySafety } from '@ledgernet/transport'
import type { OperationInfo } from './listOperations.js'
import type { SpecDocument } from './loadSpec.js'
import type { NamedExample } from './NamedExample.js'

/**
 * Where a request lands in an OpenAPI document: the operation, or why there is none.
 *
 * @example
 * const found: FoundOperation = validator.findOperation('POST', '/token/derive')
 * if ('operation' in found) console.log(found.operation.operationId)
 */
export type FoundOperation =
  | {
      operation: OperationInfo
      operationId: string
      /** Methods the path declares (upper-case). */
      allowed: string[]
      security: 'basic' | 'none'
      retrySafe: RetrySafety
      pathParams: Record<string, string>
    }
  | { reason: 'unknown-path' }
  | { reason: 'wrong-verb'; allowed: string[] }

/**
 * The headers of a request or response: any casing, single or repeated values (Node's
 * `IncomingHttpHeaders` fits), or a `Headers` object.
 *
 * @example
 * const headers: HeaderBag = { 'content-type': 'application/json' }
 */
export type HeaderBag = Record<string, string | string[] | number | undefined> | Headers

/**
 * The examples of one operation: each request body example, each parameter's examples, and each
 * documented response's examples by status.
 *
 * @example
 * const { request, responses } = validator.examples('deriveToken')
 * console.log(request[0]?.value, responses['200']?.[0]?.value)
 */
export type OperationExamples = {
  request: NamedExample[]
  parameters: { name: string; in: string; examples: NamedExample[] }[]
  responses: Record<string, NamedExample[]>
}

/**
 * The answer a spec-level convention documents: the 405 for a method a path does not declare
 * (`x-ledgernet-wrong-verb`) or the 404 for an unknown path (`x-ledgernet-unknown-path`).
 *
 * @example
 * const { status, body } = validator.conventionAnswer('unknown-path')!
 */
export type ConventionAnswer = {
  status: number
  description: string
  headerNames: string[]
  examples: NamedExample[]
}

/**
 * A compiled validator of one OpenAPI document. Every schema is compiled once when the validator
 * is created; a request costs one lookup and the compiled checks.
 *
 * @example
 * const validator = createSpecValidator('gateway')
 * const issues = validator.validateRequest('deriveToken', { headers, body })
 */
export interface OpenApiValidator {
  readonly kind: 'openapi'
  readonly document: SpecDocument
  readonly operations: readonly OperationInfo[]
  operation(operationId: string): OperationInfo
  /**
   * Compiles every schema now. Validators compile each operation's schemas on first use (so a
   * server starts fast); spec tests call this to find a schema that does not compile at once.
   */
  compileAll(): void
  findOperation(method: string, path: string): FoundOperation
  validateRequest(operationId: string, request: { headers?: HeaderBag; body?: unknown }): Issue[]
  validateResponse(
    operationId: string | 'wrong-verb' | 'unknown-path',
    response: { status: number; headers?: HeaderBag; body?: unknown },
  ): Issue[]
  conventionAnswer(kind: 'wrong-verb' | 'unknown-path'): ConventionAnswer | undefined
  examples(operationId: string): OperationExamples
  /** Validates `value` against any schema of the document, by pointer (`#/components/schemas/X`). */
  validateSchema(ref: string, value: unknown, prefix?: string): Issue[]
}
