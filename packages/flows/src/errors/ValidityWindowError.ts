import { FlowError } from './FlowError.js'

/**
 * What is wrong with a validity window: `TOO_LONG` — it spans more epochs than the caller's
 * `maxValidityEpochs` allows.
 *
 * @example
 * const reason: ValidityWindowReason = 'TOO_LONG'
 */
export type ValidityWindowReason = 'TOO_LONG'

/**
 * The built transaction's validity window [startEpoch, endEpoch) is not sane: longer than the
 * caller's `maxValidityEpochs` (`reason: 'TOO_LONG'`; a server could hold the signed transaction
 * and submit it much later). Nothing was signed.
 *
 * @example
 * import { ValidityWindowError } from '@ledgernet/flows'
 * if (error instanceof ValidityWindowError) console.log(error.startEpoch, error.endEpoch, error.reason)
 */
export class ValidityWindowError extends FlowError<'VALIDITY_WINDOW'> {
  override name = 'ValidityWindowError' as const
  declare readonly startEpoch: bigint
  declare readonly endEpoch: bigint
  /** What is wrong with it, as a code. */
  declare readonly reason: ValidityWindowReason
  /** The most epochs the caller allowed. */
  declare readonly maxValidityEpochs: number

  constructor(params: {
    startEpoch: bigint
    endEpoch: bigint
    reason: ValidityWindowReason
    maxValidityEpochs: number
  }) {
    super(
      'VALIDITY_WINDOW',
      `The validity window [${params.startEpoch}, ${params.endEpoch}) is longer than maxValidityEpochs (${params.maxValidityEpochs}); nothing was signed.`,
      params,
    )
  }
}
