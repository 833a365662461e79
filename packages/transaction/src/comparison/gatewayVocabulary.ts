import type { ActionFormat } from '../actions/ActionFormat.js'
import type { TransactionVocabulary } from './compareTransaction.js'

/**
 * The Gateway API's vocabulary for `compareTransaction`: a `/transaction/build` request (its
 * actions written by each type's `toGateway`) and the answer's `fee`. `formats` are the action
 * types the transaction may hold, as `decodeUnsignedTransactionWith` takes them (`actionFormats`
 * for all), so that a bundle carries only those; a value of another type is written as it is.
 *
 * @example
 * import { compareTransaction, gatewayVocabulary, transferTokensFormat } from '@ledgernet/transaction'
 * compareTransaction(decoded, expected, gatewayVocabulary([transferTokensFormat]))[0]?.field // 'actions[0].to_account.address'
 */
export function gatewayVocabulary(formats: readonly ActionFormat[]): TransactionVocabulary {
  return ({ network, feePayer, message, disableTokenMintAndBurn, actions, fee, feeToken }) => ({
    network_identifier: { network },
    fee_payer: { address: feePayer },
    disable_token_mint_and_burn: disableTokenMintAndBurn,
    message,
    actions: actions.map(
      (action) => formats.find((format) => format.type === action.type)?.toGateway(action) ?? action,
    ),
    // Absent on both sides where nothing was announced: `compareTransaction` writes the blob's fee only against an announced one.
    fee: { value: fee, token_identifier: { rri: feeToken } },
  })
}
