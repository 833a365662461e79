import { readAccountField } from '../unsignedTransaction/accountField.js'
import { readTokenReference } from '../unsignedTransaction/tokenReference.js'
import type { MintTokens } from '../unsignedTransaction/UnsignedTransaction.js'
import { MINT_TOKENS_TAG } from '../unsignedTransaction/unsignedTransactionLayout.js'
import type { ActionFormat } from './ActionFormat.js'
import { gatewayAmount } from './gatewayAmount.js'

/**
 * The MintTokens action (tag 0x03): to, token, amount.
 *
 * @example
 * import { decodeUnsignedTransactionWith, mintTokensFormat } from '@ledgernet/transaction'
 * decodeUnsignedTransactionWith(unsignedHex, [mintTokensFormat])
 */
export const mintTokensFormat: ActionFormat<MintTokens> = {
  type: 'MintTokens',
  tag: MINT_TOKENS_TAG,
  read: (reader, network, field) => ({
    type: 'MintTokens',
    to: readAccountField(reader, network, `${field}.to`),
    token: readTokenReference(reader, network, `${field}.token`),
    amount: reader.positiveU256(`${field}.amount`),
  }),
  toGateway: (action) => ({
    type: 'MintTokens',
    to_account: { address: action.to },
    amount: gatewayAmount(action.amount, action.token),
  }),
}
