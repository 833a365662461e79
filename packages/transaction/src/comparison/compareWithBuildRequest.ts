import { getNetwork } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import { actionFormats } from '../actions/actionFormats.js'
import { canonicalAccount } from '../actions/canonicalIdentifiers.js'
import { fromGatewayAction } from '../actions/fromGatewayActions.js'
import type { GatewayAmount, GatewayBuildRequest } from '../actions/GatewayAction.js'
import type { BytesInput } from '../bytes/bytesInput.js'
import { decodeUnsignedTransaction } from '../unsignedTransaction/decodeUnsignedTransaction.js'
import type { Action, UnsignedTransaction } from '../unsignedTransaction/UnsignedTransaction.js'
import { compareTransaction, type TransactionMismatch } from './compareTransaction.js'
import { gatewayVocabulary } from './gatewayVocabulary.js'

/**
 * Options of {@link compareWithBuildRequest}.
 *
 * @example
 * const options: CompareWithBuildRequestOptions = { fee: build.transaction_build.fee }
 */
export type CompareWithBuildRequestOptions = {
  /**
   * The fee the build response announced, checked too when given: `transaction_build.fee` (its
   * value must be the transaction's fee, written the same way, and its token the native token), or
   * its `value` alone.
   */
  fee?: GatewayAmount | string
}

/**
 * Compares an unsigned transaction (bytes, hex or decoded) with the Gateway API
 * `/transaction/build` request that produced it, by {@link compareTransaction}: network, fee payer,
 * the same actions in the same order (accounts, tokens, amounts, every token property), the
 * mint-and-burn flag, the message, and optionally the announced fee. Returns every difference,
 * named by the request's paths; a request action the transaction could not hold is one difference,
 * never a throw. An empty array means the transaction does exactly what was asked.
 *
 * @example
 * import { compareWithBuildRequest, payloadToSign } from '@ledgernet/transaction'
 * const mismatches = compareWithBuildRequest(build.transaction_build.unsigned_transaction, request, {
 *   fee: build.transaction_build.fee,
 * })
 * if (mismatches.length > 0) throw new Error(`the gateway built something else: ${mismatches[0].field}`)
 */
export function compareWithBuildRequest(
  transaction: UnsignedTransaction | BytesInput,
  request: GatewayBuildRequest,
  options: CompareWithBuildRequestOptions = {},
): TransactionMismatch[] {
  const decoded =
    typeof transaction === 'string' || transaction instanceof Uint8Array
      ? decodeUnsignedTransaction(transaction)
      : transaction
  const network = getNetwork(decoded.network)
  let feePayer = (request.fee_payer ?? request.feePayer)?.address
  try {
    feePayer = canonicalAccount(feePayer as string, network, 'fee_payer.address')
  } catch (error) {
    // Compared as written, it differs from the transaction's (always canonical) fee payer.
    if (!isLedgernetError(error)) throw error
  }
  const requested = Array.isArray(request.actions) ? request.actions : []
  const { fee } = options
  const announced = typeof fee === 'string' || fee === undefined ? { value: fee, token_identifier: undefined } : fee
  const mismatches = compareTransaction(
    decoded,
    {
      network: request.network_identifier?.network,
      feePayer,
      message: typeof request.message === 'string' ? request.message.toLowerCase() : request.message,
      disableTokenMintAndBurn: request.disable_token_mint_and_burn ?? false,
      // A request action the transaction cannot hold is written as why, and so differs from whatever stands there.
      actions: requested.map((action, index) => {
        try {
          return fromGatewayAction(action, network, `actions[${index}]`)
        } catch (error) {
          if (!isLedgernetError(error)) throw error
          return `an action the transaction cannot hold (${error.shortMessage})` as unknown as Action
        }
      }),
      fee: announced.value,
      feeToken: announced.token_identifier?.rri,
    },
    gatewayVocabulary(actionFormats),
  )
  // `feePayer` is the service description's other spelling: a difference is named as the request wrote it.
  const camel = request.fee_payer === undefined && request.feePayer !== undefined
  return camel
    ? mismatches.map((m) => (m.field === 'fee_payer.address' ? { ...m, field: 'feePayer.address' } : m))
    : mismatches
}
