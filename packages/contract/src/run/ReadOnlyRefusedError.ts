import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * A request a read-only run refused to send: by the spec it would submit a transaction or change
 * the server (see `writesToServer`). The runner's probes and scenarios never ask for one in
 * read-only mode; this is the guard under them.
 *
 * @example
 * throw new ReadOnlyRefusedError('gateway.submitTransaction')
 */
export class ReadOnlyRefusedError extends LedgernetError<'CONTRACT_READ_ONLY'> {
  override name = 'ReadOnlyRefusedError' as const
  readonly operation: string

  constructor(operation: string) {
    super(`read-only: ${operation} was not sent (it submits or changes the server)`, {
      code: 'CONTRACT_READ_ONLY',
      packageTag,
    })
    this.operation = operation
  }
}
