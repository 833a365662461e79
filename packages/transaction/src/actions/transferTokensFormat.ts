import { readAccountField } from '../unsignedTransaction/accountField.js'
import { readTokenReference } from '../unsignedTransaction/tokenReference.js'
import type { TransferTokens } from '../unsignedTransaction/UnsignedTransaction.js'
import { TRANSFER_TOKENS_TAG } from '../unsignedTransaction/unsignedTransactionLayout.js'
import type { ActionFormat } from './ActionFormat.js'
import { gatewayAmount } from './gatewayAmount.js'

/**
 * The TransferTokens action (tag 0x01): from, to, token, amount.
 *
 * @example
 * import { decodeUnsignedTransactionWith, transferTokensFormat } from '@ledgernet/transaction'
 * decodeUnsignedTransactionWith(unsignedHex, [transferTokensFormat])
 */
export const transferTokensFormat: ActionFormat<TransferTokens> = {
  type: 'TransferTokens',
  tag: TRANSFER_TOKENS_TAG,
  read: (reader, network, field) => ({
    type: 'TransferTokens',
    from: readAccountField(reader, network, `${field}.from`),
    to: readAccountField(reader, network, `${field}.to`),
    token: readTokenReference(reader, network, `${field}.token`),
    amount: reader.positiveU256(`${field}.amount`),
  }),
  toGateway: (action) => ({
    type: 'TransferTokens',
    from_account: { address: action.from },
    to_account: { address: action.to },
    amount: gatewayAmount(action.amount, action.token),
  }),
}
