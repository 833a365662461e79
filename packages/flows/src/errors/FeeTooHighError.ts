import { FlowError } from './FlowError.js'

/**
 * The fee written in the built transaction is above the caller's `maxFee`. Nothing was signed.
 *
 * @example
 * import { FeeTooHighError } from '@ledgernet/flows'
 * try {
 *   await transfer(gateway, { signer, to: bob, amount: 1n, maxFee: 1n })
 * } catch (error) {
 *   if (error instanceof FeeTooHighError) console.log(`fee ${error.fee} > max ${error.maxFee}`)
 * }
 */
export class FeeTooHighError extends FlowError {
  override name = 'FeeTooHighError'
  /** The fee in the transaction, in subunits of the native token. */
  declare readonly fee: bigint
  /** The most the caller allowed. */
  declare readonly maxFee: bigint

  constructor(params: { fee: bigint; maxFee: bigint }) {
    super('FEE_TOO_HIGH', `The fee ${params.fee} is above maxFee ${params.maxFee} (subunits); nothing was signed.`, params)
  }
}
