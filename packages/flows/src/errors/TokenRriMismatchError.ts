import { FlowError } from './FlowError.js'

/**
 * The server's `/token/derive` answered another rri than the one derived here from the owner's
 * public key and the symbol. The flow stopped before building.
 *
 * @example
 * import { TokenRriMismatchError } from '@ledgernet/flows'
 * if (error instanceof TokenRriMismatchError) console.log(error.symbol, error.derived, error.received)
 */
export class TokenRriMismatchError extends FlowError<'TOKEN_RRI_MISMATCH'> {
  override name = 'TokenRriMismatchError' as const
  declare readonly symbol: string
  /** deriveTokenRri(owner key, symbol, network), computed here. */
  declare readonly derived: string
  /** What the server answered. */
  declare readonly received: string

  constructor(params: { symbol: string; derived: string; received: string }) {
    super(
      'TOKEN_RRI_MISMATCH',
      `The server derived ${params.received} for the symbol "${params.symbol}", not ${params.derived}.`,
      params,
    )
  }
}
