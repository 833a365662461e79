import type {
  AccountIdentifier,
  Action,
  BuildTransactionRequest,
  BurnTokens,
  CreateTokenDefinition,
  MintTokens,
  TokenAmount,
  TokenProperties,
  TransferTokens,
} from '@ledgernet/gateway-client'

// The Gateway API's wire types are generated from specs/gateway.openapi.yaml (@ledgernet/gateway-client);
// these names are the ones this package has always used for them, never a copy.

/**
 * An account as the Gateway API writes it (the spec's `AccountIdentifier`).
 *
 * @example
 * const account: GatewayAccount = { address: 'ddx1qsp…' }
 */
export type GatewayAccount = AccountIdentifier

/**
 * An amount as the Gateway API writes it: subunits as a decimal string, and the token (the spec's `TokenAmount`).
 *
 * @example
 * const amount: GatewayAmount = { value: '1000000000000000000', token_identifier: { rri: 'xrd_dr1qyrs8qwl' } }
 */
export type GatewayAmount = TokenAmount

/**
 * A Gateway API TransferTokens action (the spec's `TransferTokens`).
 *
 * @example
 * const action: GatewayTransferTokens = { type: 'TransferTokens', from_account: { address: alice }, to_account: { address: bob }, amount }
 */
export type GatewayTransferTokens = TransferTokens

/**
 * A Gateway API MintTokens action (the spec's `MintTokens`).
 *
 * @example
 * const action: GatewayMintTokens = { type: 'MintTokens', to_account: { address: alice }, amount }
 */
export type GatewayMintTokens = MintTokens

/**
 * A Gateway API BurnTokens action (the spec's `BurnTokens`).
 *
 * @example
 * const action: GatewayBurnTokens = { type: 'BurnTokens', from_account: { address: alice }, amount }
 */
export type GatewayBurnTokens = BurnTokens

/**
 * The `token_properties` of a Gateway API CreateTokenDefinition action (the spec's `TokenProperties`).
 *
 * @example
 * const properties: GatewayTokenProperties = {
 *   name: 'Gold', description: '', icon_url: '', url: '', symbol: 'gold',
 *   is_supply_mutable: true, granularity: '1', owner: { address: alice },
 * }
 */
export type GatewayTokenProperties = TokenProperties

/**
 * A Gateway API CreateTokenDefinition action (the spec's `CreateTokenDefinition`). `token_supply`
 * may sit beside `token_properties` (the sample request) or inside it (the field list);
 * `to_account` receives a fixed supply.
 *
 * @example
 * const action: GatewayCreateTokenDefinition = {
 *   type: 'CreateTokenDefinition', token_properties: properties,
 *   token_supply: { value: '0', token_identifier: { rri: 'gold_dr1q…' } },
 * }
 */
export type GatewayCreateTokenDefinition = CreateTokenDefinition

/**
 * One action of a Gateway API `/transaction/build` request and of a status record (the spec's `Action`).
 *
 * @example
 * const actions: GatewayAction[] = [{ type: 'MintTokens', to_account: { address: alice }, amount }]
 */
export type GatewayAction = Action

/**
 * A Gateway API `/transaction/build` request (the spec's `BuildTransactionRequest`). `feePayer` is
 * the spec's deprecated spelling of `fee_payer` (the service description's mint and burn samples use it).
 *
 * @example
 * const request: GatewayBuildRequest = {
 *   network_identifier: { network: 'localnet' },
 *   actions, fee_payer: { address: alice }, message: '00004869',
 * }
 */
export type GatewayBuildRequest = BuildTransactionRequest
