import { FlowError } from './FlowError.js'

/**
 * A server answered something the signed transaction rules out: finalize returned other signed
 * bytes or another transaction id than the ones computed here, submit acknowledged another id,
 * v0 submit another intent hash, or a v0 receipt another created address. `field` names the
 * answer's field.
 *
 * @example
 * import { AnswerMismatchError } from '@ledgernet/flows'
 * if (error instanceof AnswerMismatchError) console.log(error.operation, error.field, error.expected, error.actual)
 */
export class AnswerMismatchError extends FlowError<'ANSWER_MISMATCH'> {
  override name = 'AnswerMismatchError' as const
  /** The operation that answered, e.g. `submitTransaction`. */
  declare readonly operation: string
  /** The field of its answer, e.g. `transaction_identifier.hash`. */
  declare readonly field: string
  declare readonly expected: string
  declare readonly actual: string

  constructor(params: { operation: string; field: string; expected: string; actual: string }) {
    super(
      'ANSWER_MISMATCH',
      `${params.operation} answered a ${params.field} that is not the one of the signed transaction.`,
      params,
      {
        metaMessages: [`expected: ${params.expected}`, `actual: ${params.actual}`],
      },
    )
  }
}
