import { FlowError } from './FlowError.js'

/**
 * Why a server refused a transaction, the same on every interface (the Gateway API's error
 * detail types and reasons, the JSON-RPC codes and v0's 400 map onto it).
 *
 * @example
 * const reason: RefusalReason = 'INSUFFICIENT_FUNDS'
 */
export type RefusalReason =
  | 'INSUFFICIENT_FUNDS'
  | 'INSUFFICIENT_FUNDS_FOR_FEE'
  | 'NOT_TOKEN_OWNER'
  | 'FIXED_SUPPLY_TOKEN'
  | 'NATIVE_TOKEN'
  | 'TOKEN_NOT_FOUND'
  | 'TOKEN_ALREADY_EXISTS'
  | 'TOKEN_IDENTIFIER_MISMATCH'
  | 'MINT_AND_BURN_DISABLED'
  | 'SIGNER_NOT_FEE_PAYER'
  | 'INVALID_SIGNATURE'
  | 'OUTSIDE_VALIDITY_WINDOW'
  | 'INVALID_TRANSACTION'
  | 'INVALID_REQUEST'

/**
 * A server gave a definite "no" to a step of the flow (build, finalize or submit): an overspend,
 * a mint by someone who does not own the token, an unknown token, … `reason` is the same whichever
 * interface answered; `cause` is the server's own error (`HttpError` with the Gateway error body,
 * or `JsonRpcError`) with every detail it sent.
 *
 * @example
 * import { TransactionRefusedError } from '@ledgernet/flows'
 * try {
 *   await mint(gateway, { signer: stranger, token, amount: 1n, maxFee: 10n ** 18n })
 * } catch (error) {
 *   if (error instanceof TransactionRefusedError && error.reason === 'NOT_TOKEN_OWNER') console.log('not yours to mint')
 * }
 */
export class TransactionRefusedError extends FlowError<'TRANSACTION_REFUSED'> {
  override name = 'TransactionRefusedError' as const
  /** The operation that refused, e.g. `buildTransaction`. */
  declare readonly operation: string
  declare readonly reason: RefusalReason

  constructor(params: { operation: string; reason: RefusalReason; cause: unknown }) {
    super('TRANSACTION_REFUSED', `${params.operation} refused the transaction: ${params.reason}.`, params, {
      details: (params.cause as { shortMessage?: string }).shortMessage,
    })
  }
}
