import { InvalidArgumentError } from '@ledgernet/errors'
import { createOpenApiValidator } from './createOpenApiValidator.js'
import { createOpenRpcValidator } from './createOpenRpcValidator.js'
import { loadSpec, type SpecDocument } from './loadSpec.js'
import { normalizeSpec } from './normalizeSpec.js'
import type { OpenApiValidator } from './OpenApiValidator.js'
import type { OpenRpcValidator } from './OpenRpcValidator.js'
import { isSpecName, type OpenRpcSpecName, type SpecName, specFiles } from './SpecName.js'

/**
 * The validator of an OpenAPI document or of an OpenRPC document.
 *
 * @example
 * const validator: SpecValidator = createSpecValidator('gateway')
 * if (validator.kind === 'openapi') validator.findOperation('POST', '/token/derive')
 */
export type SpecValidator = OpenApiValidator | OpenRpcValidator

/**
 * A spec to validate against: one of the package's documents by name, a file path, or a parsed
 * document (`id` names it in messages; default `spec`).
 *
 * @example
 * const source: SpecSource = { document: loadSpec('/tmp/fixture.yaml'), id: 'fixture' }
 */
export type SpecSource = SpecName | { path: string } | { document: SpecDocument; id?: string }

const cache = new Map<SpecName, SpecValidator>()

/**
 * Compiles the validator of a spec document, once: by name it is cached for the process, so
 * every caller shares the compiled schemas. OpenAPI documents give an {@link OpenApiValidator},
 * the OpenRPC document an {@link OpenRpcValidator}.
 *
 * @example
 * const gateway = createSpecValidator('gateway')
 * const found = gateway.findOperation('POST', '/transaction/build')
 * if ('operation' in found) {
 *   const issues = gateway.validateRequest(found.operationId, { headers, body })
 * }
 */
export function createSpecValidator(source: OpenRpcSpecName): OpenRpcValidator
export function createSpecValidator(source: Exclude<SpecName, OpenRpcSpecName>): OpenApiValidator
export function createSpecValidator(source: SpecSource): SpecValidator
export function createSpecValidator(source: SpecSource): SpecValidator {
  if (isSpecName(source)) {
    let validator = cache.get(source)
    if (!validator) {
      validator = compileValidator(loadSpec(source), source, specFiles[source])
      cache.set(source, validator)
    }
    return validator
  }
  if (typeof source === 'object' && source !== null && 'path' in source)
    return compileValidator(
      loadSpec(source.path),
      source.path
        .split('/')
        .pop()!
        .replace(/\.(openapi|openrpc)?\.?(ya?ml|json)$/, ''),
      source.path,
    )
  if (typeof source === 'object' && source !== null && 'document' in source)
    return compileValidator(source.document, source.id ?? 'spec')
  throw new InvalidArgumentError('spec', 'must be a spec name, { path } or { document }')
}

function compileValidator(source: SpecDocument, id: string, file = id): SpecValidator {
  // OpenAPI 3.0 or 3.1, as published: read through the normalized copy (SpecError otherwise).
  const document = normalizeSpec(source, { file })
  if (typeof document.openrpc === 'string') return createOpenRpcValidator(document, id)
  return createOpenApiValidator(document, id, file)
}
