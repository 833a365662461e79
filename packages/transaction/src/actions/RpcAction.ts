import type {
  Action,
  BurnTokens,
  CreateFixedSupplyToken,
  CreateMutableSupplyToken,
  MintTokens,
  TokenTransfer,
} from '@ledgernet/rpc-client'

// The node JSON-RPC's wire types are generated from specs/node-rpc.openrpc.json (@ledgernet/rpc-client);
// these names are the ones this package has always used for them, never a copy.

/**
 * A node JSON-RPC TokenTransfer action of `ledger.buildTransaction` (the spec's `TokenTransfer`).
 *
 * @example
 * const action: RpcTokenTransfer = { type: 'TokenTransfer', from: alice, to: bob, amount: '1000000000000000000', tokenIdentifier: 'xrd_dr1qyrs8qwl' }
 */
export type RpcTokenTransfer = TokenTransfer

/**
 * A node JSON-RPC MintTokens action (the spec's `MintTokens`).
 *
 * @example
 * const action: RpcMintTokens = { type: 'MintTokens', to: bob, amount: '5', tokenIdentifier: gem }
 */
export type RpcMintTokens = MintTokens

/**
 * A node JSON-RPC BurnTokens action (the spec's `BurnTokens`).
 *
 * @example
 * const action: RpcBurnTokens = { type: 'BurnTokens', from: alice, amount: '5', tokenIdentifier: gem }
 */
export type RpcBurnTokens = BurnTokens

/**
 * A node JSON-RPC CreateFixedSupplyToken action: the whole `supply` goes to `to` (the spec's `CreateFixedSupplyToken`).
 *
 * @example
 * const action: RpcCreateFixedSupplyToken = { type: 'CreateFixedSupplyToken', symbol: 'gem', name: 'Gem', description: '', iconUrl: '', url: '', granularity: '1', owner: alice, tokenIdentifier: gem, supply: '1000', to: alice }
 */
export type RpcCreateFixedSupplyToken = CreateFixedSupplyToken

/**
 * A node JSON-RPC CreateMutableSupplyToken action: no supply at creation (the spec's `CreateMutableSupplyToken`).
 *
 * @example
 * const action: RpcCreateMutableSupplyToken = { type: 'CreateMutableSupplyToken', symbol: 'gem', name: 'Gem', description: '', iconUrl: '', url: '', granularity: '1', owner: alice, tokenIdentifier: gem }
 */
export type RpcCreateMutableSupplyToken = CreateMutableSupplyToken

/**
 * One action of `ledger.buildTransaction` (the spec's `Action`).
 *
 * @example
 * const actions: RpcAction[] = [{ type: 'TokenTransfer', from: alice, to: bob, amount: '1', tokenIdentifier: 'xrd_dr1qyrs8qwl' }]
 */
export type RpcAction = Action
