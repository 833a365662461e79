import { decodeAccountAddress, deriveTokenRri } from '@ledgernet/crypto'
import type { GatewayAction } from './GatewayAction.js'
import type { Action } from './UnsignedTransaction.js'

/**
 * Writes actions the way the Gateway API does (a request, or a status record's `actions`):
 * accounts as `{ address }`, amounts as `{ value: '<subunits>', token_identifier: { rri } }`.
 * A created token's `token_supply` sits beside `token_properties`, as in the service
 * description's sample; its rri is `action.token` (filled in by decoding), derived from the owner
 * and symbol when absent.
 *
 * @example
 * import { decodeUnsignedTransaction, toGatewayActions } from '@ledgernet/transaction'
 * toGatewayActions(decodeUnsignedTransaction(unsignedHex).actions)
 * // [{ type: 'TransferTokens', from_account: { address: 'ddx1…' }, to_account: …, amount: { value: '1000000000000000000', token_identifier: { rri: 'xrd_dr1…' } } }]
 */
export function toGatewayActions(actions: readonly Action[]): GatewayAction[] {
  return actions.map((action): GatewayAction => {
    switch (action.type) {
      case 'TransferTokens':
        return {
          type: 'TransferTokens',
          from_account: { address: action.from },
          to_account: { address: action.to },
          amount: { value: action.amount.toString(), token_identifier: { rri: action.token } },
        }
      case 'MintTokens':
        return {
          type: 'MintTokens',
          to_account: { address: action.to },
          amount: { value: action.amount.toString(), token_identifier: { rri: action.token } },
        }
      case 'BurnTokens':
        return {
          type: 'BurnTokens',
          from_account: { address: action.from },
          amount: { value: action.amount.toString(), token_identifier: { rri: action.token } },
        }
      case 'CreateTokenDefinition': {
        const created: GatewayAction = {
          type: 'CreateTokenDefinition',
          token_properties: {
            name: action.name,
            description: action.description,
            icon_url: action.iconUrl,
            url: action.url,
            symbol: action.symbol,
            is_supply_mutable: action.isSupplyMutable,
            granularity: '1',
            owner: { address: action.owner },
          },
          token_supply: { value: action.supply.toString(), token_identifier: { rri: action.token ?? derivedRri(action.owner, action.symbol) } },
        }
        if (action.to !== undefined) created.to_account = { address: action.to }
        return created
      }
    }
  })
}

function derivedRri(owner: string, symbol: string): string {
  const { publicKey, network } = decodeAccountAddress(owner, undefined, 'owner')
  return deriveTokenRri(publicKey, symbol, network)
}
