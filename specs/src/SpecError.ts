import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from './packageTag.js'

/**
 * Where a spec breaks a rule and what to do about it: the file, the JSON Pointer into it, the
 * rule in words, and the fix.
 *
 * @example
 * const problem: SpecProblem = {
 *   file: 'specs/shop.openapi.yaml',
 *   pointer: '/components/schemas/Pet/discriminator',
 *   rule: 'a discriminator needs a propertyName',
 *   fix: 'add `propertyName: <the tag property>` (in an overlay if the file is not yours)',
 * }
 */
export type SpecProblem = { file: string; pointer: string; rule: string; fix: string }

/**
 * A spec document that cannot be read, validated or generated from as it is: names the file, the
 * JSON Pointer of the place, the rule it breaks and what to do. Never a library's raw message
 * (that one, when there is one, is the `cause`).
 *
 * @example
 * try {
 *   createSpecValidator({ path: 'specs/shop.openapi.yaml' })
 * } catch (error) {
 *   if (error instanceof SpecError) console.log(error.file, error.pointer, error.rule, error.fix)
 * }
 */
export class SpecError extends LedgernetError<'SPEC_INVALID'> {
  override name = 'SpecError' as const
  declare readonly file: string
  declare readonly pointer: string
  declare readonly rule: string
  declare readonly fix: string

  constructor(problem: SpecProblem, options: { cause?: unknown } = {}) {
    super(`${problem.file}#${problem.pointer}: ${problem.rule}.`, {
      code: 'SPEC_INVALID',
      packageTag,
      metaMessages: [`fix: ${problem.fix}`],
      ...options,
    })
    Object.assign(this, problem)
  }
}
