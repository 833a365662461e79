import { LedgernetError, type LedgernetErrorOptions } from './LedgernetError.js'

/**
 * What an {@link InvalidArgumentError} takes besides the field and the problem.
 *
 * @example
 * const options: InvalidArgumentErrorOptions = { metaMessages: ['expected: localnet'] }
 */
export type InvalidArgumentErrorOptions = Omit<LedgernetErrorOptions<'INVALID_ARGUMENT'>, 'code'>

/**
 * A value given by the caller is not acceptable. `field` names it and `problem` says what is
 * wrong with it, in words (`is not a Bech32 account address`); the message puts them together.
 * Never echoes the value itself (it may be a secret).
 *
 * @example
 * throw new InvalidArgumentError('fee_payer.address', 'is not a Bech32 account address')
 */
export class InvalidArgumentError extends LedgernetError<'INVALID_ARGUMENT'> {
  override name = 'InvalidArgumentError' as const
  /** The argument, as the caller wrote it (`fee_payer.address`, `amount`, `--gateway`). */
  declare readonly field: string
  /** What is wrong with it, as the end of a sentence (`has a bad checksum`). */
  declare readonly problem: string

  constructor(field: string, problem: string, options: InvalidArgumentErrorOptions = {}) {
    super(`Invalid ${field}: ${problem}.`, { code: 'INVALID_ARGUMENT', ...options })
    Object.assign(this, { field, problem })
  }
}
