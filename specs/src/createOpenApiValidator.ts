import { ajvSchemaSource } from './ajvSchemaSource.js'
import type { SpecDocument } from './loadSpec.js'
import type { OpenApiValidator } from './OpenApiValidator.js'
import { openApiValidatorFrom } from './openApiValidatorFrom.js'

/**
 * Compiles the validator of one OpenAPI 3.1 document (see {@link OpenApiValidator}) with ajv:
 * each operation's schemas compile on its first use. `id` names the document inside ajv and in
 * error messages.
 *
 * @example
 * const validator = createOpenApiValidator(loadSpec('node-rest'), 'node-rest')
 * validator.findOperation('GET', '/api/ping')
 */
export function createOpenApiValidator(document: SpecDocument, id: string, file = id): OpenApiValidator {
  return openApiValidatorFrom(document, id, ajvSchemaSource(document, id, file), file)
}
