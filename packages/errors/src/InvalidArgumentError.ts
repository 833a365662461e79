import { LedgernetError, type LedgernetErrorOptions } from './LedgernetError.js'

export type InvalidArgumentErrorOptions = Omit<LedgernetErrorOptions, 'metaMessages'> & {
  metaMessages?: string[]
}

/**
 * A value given by the caller is not acceptable. Names the field and the reason; never echoes
 * the value itself (it may be a secret), unless the caller passes a safe `shown` rendering.
 *
 * @example
 * throw new InvalidArgumentError('fee_payer.address', 'is not a Bech32 account address')
 */
export class InvalidArgumentError extends LedgernetError {
  override name = 'InvalidArgumentError'
  declare readonly field: string
  declare readonly reason: string

  constructor(field: string, reason: string, options: InvalidArgumentErrorOptions = {}) {
    super(`Invalid ${field}: ${reason}.`, {
      code: 'INVALID_ARGUMENT',
      docsPath: 'invalid-argument',
      ...options,
    })
    Object.assign(this, { field, reason })
  }
}
