import type { Action, RpcAction } from '@ledgernet/transaction'

/**
 * Writes actions as `ledger.buildTransaction` takes them (the Gateway API's are written by
 * `toGatewayActions` of `@ledgernet/transaction`).
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
