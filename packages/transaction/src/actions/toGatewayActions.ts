import { decodeAccountAddress, deriveTokenRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { Action } from '../unsignedTransaction/UnsignedTransaction.js'
import { actionFormats } from './actionFormats.js'
import type { GatewayAction } from './GatewayAction.js'

/**
 * Writes actions the way the Gateway API does (a request, or a status record's `actions`):
 * accounts as `{ address }`, amounts as `{ value: '<subunits>', token_identifier: { rri } }`.
 * A created token's `token_supply` sits beside `token_properties`, as in the service
 * description's sample; its rri is `action.token` (filled in by decoding), derived from the owner
 * and symbol when absent. Each action type's `toGateway` (its `ActionFormat`) writes it.
 *
 * @example
 * import { decodeUnsignedTransaction, toGatewayActions } from '@ledgernet/transaction'
 * toGatewayActions(decodeUnsignedTransaction(unsignedHex).actions)
 * // [{ type: 'TransferTokens', from_account: { address: 'ddx1…' }, to_account: …, amount: { value: '1000000000000000000', token_identifier: { rri: 'xrd_dr1…' } } }]
 */
export function toGatewayActions(actions: readonly Action[]): GatewayAction[] {
  return actions.map((action, index) => {
    const format = actionFormats.find((candidate) => candidate.type === action?.type)
    if (!format)
      throw new InvalidArgumentError(
        `actions[${index}].type`,
        'must be TransferTokens, CreateTokenDefinition, MintTokens or BurnTokens',
      )
    if (action.type !== 'CreateTokenDefinition' || action.token !== undefined) return format.toGateway(action)
    // A token creation not yet encoded has no rri: it is derived from its owner's key and symbol.
    const { publicKey, network } = decodeAccountAddress(action.owner, undefined, `actions[${index}].owner`)
    return format.toGateway({ ...action, token: deriveTokenRri(publicKey, action.symbol, network) })
  })
}
