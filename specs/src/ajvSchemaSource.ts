import { checkSchemas, createSpecAjv } from './createSpecAjv.js'
import type { SpecDocument } from './loadSpec.js'
import type { SchemaSource } from './SchemaSource.js'

/**
 * The schema source of `createSpecValidator`: ajv (all errors, verbose, formats checked) holding
 * the document under `id`; a schema compiles the first time a validator asks for it.
 *
 * @example
 * const source = ajvSchemaSource(loadSpec('gateway'), 'gateway')
 * source.check('gateway#/components/schemas/TokenAmount')({ value: '1' })
 */
export function ajvSchemaSource(document: SpecDocument, id: string, file = id): SchemaSource {
  const ajv = createSpecAjv(document, id, { allErrors: true, verbose: true })
  return {
    check(ref) {
      const validate = ajv.getSchema(ref)
      if (!validate) throw new Error('the reference does not resolve')
      return validate
    },
    checkSchemas: () => checkSchemas(ajv, id, file),
  }
}
