/**
 * A node JSON-RPC TokenTransfer action (`ledger.buildTransaction`).
 *
 * @example
 * const action: RpcTokenTransfer = { type: 'TokenTransfer', from: alice, to: bob, amount: '1000000000000000000', tokenIdentifier: 'xrd_dr1qyrs8qwl' }
 */
export type RpcTokenTransfer = {
  type: 'TokenTransfer'
  from: string
  to: string
  amount: string
  tokenIdentifier: string
}

/**
 * A node JSON-RPC MintTokens action.
 *
 * @example
 * const action: RpcMintTokens = { type: 'MintTokens', to: bob, amount: '5', tokenIdentifier: gem }
 */
export type RpcMintTokens = { type: 'MintTokens'; to: string; amount: string; tokenIdentifier: string }

/**
 * A node JSON-RPC BurnTokens action.
 *
 * @example
 * const action: RpcBurnTokens = { type: 'BurnTokens', from: alice, amount: '5', tokenIdentifier: gem }
 */
export type RpcBurnTokens = { type: 'BurnTokens'; from: string; amount: string; tokenIdentifier: string }

/**
 * The properties both JSON-RPC token creations carry.
 *
 * @example
 * const properties: RpcTokenProperties = { symbol: 'gem', name: 'Gem', description: '', iconUrl: '', url: '', granularity: '1', owner: alice, tokenIdentifier: gem }
 */
export type RpcTokenProperties = {
  symbol: string
  name: string
  description: string
  iconUrl: string
  url: string
  /** The only supported value (the spec's `const`). */
  granularity: '1'
  owner: string
  /** The rri derive(owner, symbol). */
  tokenIdentifier: string
}

/**
 * A node JSON-RPC CreateFixedSupplyToken action: the whole `supply` goes to `to`.
 *
 * @example
 * const action: RpcCreateFixedSupplyToken = { type: 'CreateFixedSupplyToken', ...properties, supply: '1000', to: alice }
 */
export type RpcCreateFixedSupplyToken = RpcTokenProperties & {
  type: 'CreateFixedSupplyToken'
  supply: string
  to: string
  isSupplyMutable?: false
}

/**
 * A node JSON-RPC CreateMutableSupplyToken action: no supply at creation.
 *
 * @example
 * const action: RpcCreateMutableSupplyToken = { type: 'CreateMutableSupplyToken', ...properties }
 */
export type RpcCreateMutableSupplyToken = RpcTokenProperties & {
  type: 'CreateMutableSupplyToken'
  isSupplyMutable?: true
}

/**
 * One action of `ledger.buildTransaction` (`specs/node-rpc.openrpc.json`).
 *
 * @example
 * const actions: RpcAction[] = [{ type: 'TokenTransfer', from: alice, to: bob, amount: '1', tokenIdentifier: 'xrd_dr1qyrs8qwl' }]
 */
export type RpcAction =
  | RpcTokenTransfer
  | RpcMintTokens
  | RpcBurnTokens
  | RpcCreateFixedSupplyToken
  | RpcCreateMutableSupplyToken
