import { FlowError } from './FlowError.js'

/**
 * The built transaction's validity window [startEpoch, endEpoch) is not sane: longer than the
 * caller's `maxValidityEpochs` (a server could hold the signed transaction and submit it much
 * later), or, for v0, not containing the current epoch. Nothing was signed.
 *
 * @example
 * import { ValidityWindowError } from '@ledgernet/flows'
 * if (error instanceof ValidityWindowError) console.log(error.startEpoch, error.endEpoch, error.reason)
 */
export class ValidityWindowError extends FlowError {
  override name = 'ValidityWindowError'
  declare readonly startEpoch: bigint
  declare readonly endEpoch: bigint
  declare readonly reason: string

  constructor(params: { startEpoch: bigint; endEpoch: bigint; reason: string }) {
    super('VALIDITY_WINDOW', `The validity window [${params.startEpoch}, ${params.endEpoch}) ${params.reason}; nothing was signed.`, params)
  }
}
