import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * An answer whose body is longer than the run's limit (`maxBodyBytes`): it was not read further.
 * Carries the limit, how many bytes were seen before the reading stopped (at least one more than
 * the limit) and the `Content-Length` the server announced, if any. The runner reports it as a
 * failure of the check that sent the request, naming its operation.
 *
 * @example
 * throw new AnswerTooLargeError({ limit: 1_048_576, seen: 1_048_577, declared: 10_485_760 })
 */
export class AnswerTooLargeError extends LedgernetError<'CONTRACT_ANSWER_TOO_LARGE'> {
  override name = 'AnswerTooLargeError' as const
  readonly limit: number
  readonly seen: number
  readonly declared: number | undefined

  constructor(params: { limit: number; seen: number; declared?: number | undefined }) {
    super(`the answer body is larger than the limit of ${params.limit} bytes (${sizeSeen(params)}): it was not read`, {
      code: 'CONTRACT_ANSWER_TOO_LARGE',
      packageTag,
    })
    this.limit = params.limit
    this.seen = params.seen
    this.declared = params.declared
  }
}

function sizeSeen({ seen, declared }: { seen: number; declared?: number | undefined }): string {
  return declared !== undefined ? `Content-Length ${declared}` : `at least ${seen} bytes`
}
