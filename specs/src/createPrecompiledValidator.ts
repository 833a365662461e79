import { InvalidArgumentError } from '@ledgernet/errors'
import type { SpecDocument } from './loadSpec.js'
import type { OpenApiValidator } from './OpenApiValidator.js'
import type { OpenRpcValidator } from './OpenRpcValidator.js'
import { openApiValidatorFrom } from './openApiValidatorFrom.js'
import { openRpcValidatorFrom } from './openRpcValidatorFrom.js'
import type { SchemaCheck } from './SchemaSource.js'

/**
 * What `ledgernet-codegen validators` generates for one spec: its id, the document, and the
 * checks of its request schemas compiled ahead of time by ajv's standalone code, by reference.
 *
 * @example
 * import { precompiledSpec } from './generated/gateway/requestValidators.gen.js'
 * const spec: PrecompiledSpec = precompiledSpec()
 */
export type PrecompiledSpec = {
  id: string
  document: SpecDocument
  schemas: Readonly<Record<string, SchemaCheck>>
  /** The id the request references use (`requestSchemaId(id, document)`), when the generator worked it out. */
  requestId?: string
}

/**
 * A spec validator over checks compiled ahead of time: the same `validateRequest`,
 * `validateRpcParams`, routing and issues as `createSpecValidator`, without loading ajv or
 * parsing YAML, so that a server starts in milliseconds. It checks what was precompiled — the
 * request side (`requestSchemaRefs`) — and throws, naming the schema, when asked for another
 * (a response, say): use `createSpecValidator` for those.
 *
 * @example
 * import { createPrecompiledValidator } from '@ledgernet/specs/precompiled'
 * import { precompiledSpec } from './generated/node-rest/requestValidators.gen.js'
 * const validator = createPrecompiledValidator(precompiledSpec())
 * validator.kind === 'openapi' && validator.validateRequest('ping', { headers: {} }) // []
 */
export function createPrecompiledValidator(spec: PrecompiledSpec): OpenApiValidator | OpenRpcValidator {
  const source = {
    check(ref: string): SchemaCheck {
      const check = spec.schemas[ref]
      if (!check) throw new Error(`${ref} was not precompiled (only the request schemas are)`)
      return check
    },
    checkSchemas() {},
  }
  if (typeof spec.document.openrpc === 'string') return openRpcValidatorFrom(spec.document, spec.id, source)
  if (typeof spec.document.openapi === 'string')
    return openApiValidatorFrom(spec.document, spec.id, source, spec.id, spec.requestId)
  throw new InvalidArgumentError('spec', `${spec.id} is neither an OpenAPI 3.1 nor an OpenRPC document`)
}
