import { readAccountField } from '../unsignedTransaction/accountField.js'
import { readTokenReference } from '../unsignedTransaction/tokenReference.js'
import type { BurnTokens } from '../unsignedTransaction/UnsignedTransaction.js'
import { BURN_TOKENS_TAG } from '../unsignedTransaction/unsignedTransactionLayout.js'
import type { ActionFormat } from './ActionFormat.js'
import { gatewayAmount } from './gatewayAmount.js'

/**
 * The BurnTokens action (tag 0x04): from, token, amount.
 *
 * @example
 * import { burnTokensFormat, decodeUnsignedTransactionWith } from '@ledgernet/transaction'
 * decodeUnsignedTransactionWith(unsignedHex, [burnTokensFormat])
 */
export const burnTokensFormat: ActionFormat<BurnTokens> = {
  type: 'BurnTokens',
  tag: BURN_TOKENS_TAG,
  read: (reader, network, field) => ({
    type: 'BurnTokens',
    from: readAccountField(reader, network, `${field}.from`),
    token: readTokenReference(reader, network, `${field}.token`),
    amount: reader.positiveU256(`${field}.amount`),
  }),
  toGateway: (action) => ({
    type: 'BurnTokens',
    from_account: { address: action.from },
    amount: gatewayAmount(action.amount, action.token),
  }),
}
