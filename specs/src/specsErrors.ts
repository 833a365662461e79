import type { RegisteredErrors } from '@ledgernet/errors'
import { SpecError } from './SpecError.js'

/**
 * The error code of `@ledgernet/specs`: a spec document that cannot be read, validated or
 * generated from.
 *
 * @example
 * import { specsErrors } from '@ledgernet/specs/errors'
 * specsErrors.errors.SPEC_INVALID.hint
 */
export const specsErrors = {
  package: '@ledgernet/specs',
  title: 'Specs',
  errors: {
    SPEC_INVALID: {
      class: SpecError,
      hint: 'make the fix the message names (in an overlay beside the spec when the file is not yours)',
      docs: `Thrown by the spec validators and \`pnpm generate\`. A spec document cannot be read,
validated or generated from as it is: \`file\` names it, \`pointer\` is the JSON Pointer of the place
(\`/components/schemas/Pet/discriminator\`), \`rule\` says what it breaks in words and \`fix\` what to do
(the message ends with it). OpenAPI 3.0.x and 3.1.x and OpenRPC are read as published; a document
that is another version, a keyword JSON Schema 2020-12 does not have, a \`$ref\` that does not
resolve, or a discriminator whose branches cannot be told apart is refused. When the file is not
yours, make the fix in an overlay beside it (\`codegen.config.json\`'s \`overlay\`), so the next
published version replaces the file as it is. The compiler's own error, if any, is the \`cause\`.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof specsErrors> {}
}
