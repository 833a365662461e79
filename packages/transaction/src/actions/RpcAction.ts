// The node JSON-RPC's shapes this package reads, as specs/node-rpc.openrpc.json gives them. Written
// here so that a wire-format library needs no client at run time; `wireShapes.test-d.ts` holds each
// equal to the type @ledgernet/rpc-client generates from the spec.

/**
 * A node JSON-RPC TokenTransfer action of `ledger.buildTransaction` (the spec's `TokenTransfer`).
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
 * A node JSON-RPC MintTokens action (the spec's `MintTokens`).
 *
 * @example
 * const action: RpcMintTokens = { type: 'MintTokens', to: bob, amount: '5', tokenIdentifier: gem }
 */
export type RpcMintTokens = { type: 'MintTokens'; to: string; amount: string; tokenIdentifier: string }

/**
 * A node JSON-RPC BurnTokens action (the spec's `BurnTokens`).
 *
 * @example
 * const action: RpcBurnTokens = { type: 'BurnTokens', from: alice, amount: '5', tokenIdentifier: gem }
 */
export type RpcBurnTokens = { type: 'BurnTokens'; from: string; amount: string; tokenIdentifier: string }

/** What both token creations of JSON-RPC carry: the token's definition and its owner. */
type RpcTokenDefinition = {
  symbol: string
  name: string
  description: string
  iconUrl: string
  url: string
  granularity: '1'
  owner: string
  tokenIdentifier: string
}

/**
 * A node JSON-RPC CreateFixedSupplyToken action: the whole `supply` goes to `to` (the spec's `CreateFixedSupplyToken`).
 *
 * @example
 * const action: RpcCreateFixedSupplyToken = { type: 'CreateFixedSupplyToken', symbol: 'gem', name: 'Gem', description: '', iconUrl: '', url: '', granularity: '1', owner: alice, tokenIdentifier: gem, supply: '1000', to: alice }
 */
export type RpcCreateFixedSupplyToken = RpcTokenDefinition & {
  type: 'CreateFixedSupplyToken'
  isSupplyMutable?: false
  supply: string
  to: string
}

/**
 * A node JSON-RPC CreateMutableSupplyToken action: no supply at creation (the spec's `CreateMutableSupplyToken`).
 *
 * @example
 * const action: RpcCreateMutableSupplyToken = { type: 'CreateMutableSupplyToken', symbol: 'gem', name: 'Gem', description: '', iconUrl: '', url: '', granularity: '1', owner: alice, tokenIdentifier: gem }
 */
export type RpcCreateMutableSupplyToken = RpcTokenDefinition & {
  type: 'CreateMutableSupplyToken'
  isSupplyMutable?: true
}

/**
 * One action of `ledger.buildTransaction` (the spec's `Action`).
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
