import { fromSubunits } from '@ledgernet/crypto'
import { FlowError } from './FlowError.js'

/**
 * The fee written in the built transaction is above the caller's `maxFee`. Nothing was signed.
 * The message gives both in XRD and in subunits: `The fee 1.25 XRD (1250000000000000000
 * subunits) is above maxFee 1 XRD (1000000000000000000 subunits); nothing was signed.`
 *
 * @example
 * import { FeeTooHighError } from '@ledgernet/flows'
 * try {
 *   await transfer(gateway, { signer, to: bob, amount: 1n, maxFee: 1n })
 * } catch (error) {
 *   if (error instanceof FeeTooHighError) console.log(`fee ${error.fee} > max ${error.maxFee}`)
 * }
 */
export class FeeTooHighError extends FlowError<'FEE_TOO_HIGH'> {
  override name = 'FeeTooHighError' as const
  /** The fee in the transaction, in subunits of the native token. */
  declare readonly fee: bigint
  /** The most the caller allowed. */
  declare readonly maxFee: bigint

  constructor(params: { fee: bigint; maxFee: bigint }) {
    super(
      'FEE_TOO_HIGH',
      `The fee ${xrd(params.fee)} is above maxFee ${xrd(params.maxFee)}; nothing was signed.`,
      params,
    )
  }
}

/** `1.25 XRD (1250000000000000000 subunits)`: whole tokens for people, the exact subunits beside. */
function xrd(subunits: bigint): string {
  return `${fromSubunits(subunits)} XRD (${subunits} subunits)`
}
