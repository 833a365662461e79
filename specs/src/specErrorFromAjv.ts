import { issuesFromAjvErrors } from '@ledgernet/transport'
import { SpecError } from './SpecError.js'

/**
 * The {@link SpecError} for a schema that ajv refuses to compile at `pointer` of `file`: ajv's
 * message read and said in terms of the spec (an unknown keyword, a reference that does not
 * resolve, a discriminator it cannot use, a schema that is not JSON Schema 2020-12), with what to
 * do; ajv's own error is the `cause`.
 *
 * @example
 * throw specErrorFromAjv(error, { file: 'specs/shop.openapi.yaml', pointer: '/components/schemas/Pet' })
 */
export function specErrorFromAjv(cause: unknown, where: { file: string; pointer: string }): SpecError {
  const message = cause instanceof Error ? cause.message : String(cause)
  const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1]
  if (keyword === 'nullable')
    return new SpecError(
      {
        ...where,
        rule: '`nullable` is a keyword of OpenAPI 3.0, not of 3.1 (JSON Schema 2020-12), which this document declares',
        fix: "write `type: [<type>, 'null']`, or declare `openapi: 3.0.3` if the whole document is OpenAPI 3.0",
      },
      { cause },
    )
  if (keyword !== undefined)
    return new SpecError(
      {
        ...where,
        rule: `"${keyword}" is not a keyword of JSON Schema 2020-12 (the schemas of OpenAPI 3.1 and OpenRPC)`,
        fix: `correct its spelling, or remove it or name it \`x-${keyword}\` (in an overlay if the file is not yours)`,
      },
      { cause },
    )
  const ref = /can't resolve reference (\S+)/.exec(message)?.[1]
  if (ref !== undefined)
    return new SpecError(
      {
        ...where,
        rule: `$ref ${ref} does not resolve to anything in the document`,
        fix: 'point it at a schema the document has (`#/components/schemas/<Name>`), or add that schema',
      },
      { cause },
    )
  const discriminator = /^discriminator: (.+)$/m.exec(message)?.[1]
  if (discriminator !== undefined)
    return new SpecError(
      {
        ...where,
        rule: `a discriminated union must let one branch be chosen by its tag (${discriminator.replace(/"/g, '`')})`,
        fix: 'give each branch of the oneOf the tag property with a distinct `const` (or list it in `discriminator.mapping`), required',
      },
      { cause },
    )
  return new SpecError(
    {
      ...where,
      rule: 'the schema cannot be compiled as JSON Schema 2020-12',
      fix: "check the schema there against JSON Schema 2020-12 (`cause` has the compiler's words)",
    },
    { cause },
  )
}

/**
 * The {@link SpecError} for a schema that is not a valid JSON Schema 2020-12 schema, from the
 * meta-schema's errors: the first problem, as a JSON Pointer inside the schema and a reason.
 *
 * @example
 * throw malformedSchemaError(ajv.errors, { file: 'specs/shop.openapi.yaml', pointer: '/components/schemas/Pet' })
 */
export function malformedSchemaError(
  errors: Parameters<typeof issuesFromAjvErrors>[0],
  where: { file: string; pointer: string },
): SpecError {
  const [first] = issuesFromAjvErrors(errors)
  return new SpecError({
    ...where,
    pointer: `${where.pointer}${first?.path ?? ''}`,
    rule: `the schema is not valid JSON Schema 2020-12: ${first ? `here it ${first.message}` : 'its meta-schema refuses it'}`,
    fix: 'correct the keyword there (in an overlay if the file is not yours)',
  })
}
