import type { Action } from '../unsignedTransaction/UnsignedTransaction.js'
import type { RpcAction } from './RpcAction.js'

/**
 * Writes actions as the node JSON-RPC's `ledger.buildTransaction` takes them (the inverse of
 * `fromRpcActions`; the Gateway API's are written by `toGatewayActions`): amounts as decimal
 * strings, rri as `tokenIdentifier`, a created token as `CreateMutableSupplyToken` or
 * `CreateFixedSupplyToken`. A created token must carry its `token` (decoding fills it in).
 *
 * @example
 * import { toRpcActions } from '@ledgernet/transaction'
 * toRpcActions([{ type: 'TransferTokens', from: alice, to: bob, token: 'xrd_dr1qyrs8qwl', amount: 5n }])
 * // [{ type: 'TokenTransfer', from: alice, to: bob, amount: '5', tokenIdentifier: 'xrd_dr1qyrs8qwl' }]
 */
export function toRpcActions(actions: readonly Action[]): RpcAction[] {
  return actions.map((action): RpcAction => {
    switch (action.type) {
      case 'TransferTokens':
        return {
          type: 'TokenTransfer',
          from: action.from,
          to: action.to,
          amount: `${action.amount}`,
          tokenIdentifier: action.token,
        }
      case 'MintTokens':
        return { type: 'MintTokens', to: action.to, amount: `${action.amount}`, tokenIdentifier: action.token }
      case 'BurnTokens':
        return { type: 'BurnTokens', from: action.from, amount: `${action.amount}`, tokenIdentifier: action.token }
      default: {
        const properties = {
          symbol: action.symbol,
          name: action.name,
          description: action.description,
          iconUrl: action.iconUrl,
          url: action.url,
          granularity: '1' as const,
          owner: action.owner,
          tokenIdentifier: action.token!,
        }
        return action.isSupplyMutable
          ? { type: 'CreateMutableSupplyToken', ...properties }
          : { type: 'CreateFixedSupplyToken', ...properties, supply: `${action.supply}`, to: action.to! }
      }
    }
  })
}
