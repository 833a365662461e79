import { getNetwork, type Network, type NetworkInput, parseSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { Action } from '../unsignedTransaction/UnsignedTransaction.js'
import { canonicalAccount, canonicalRri } from './canonicalIdentifiers.js'
import type { GatewayAccount, GatewayAction, GatewayAmount } from './GatewayAction.js'

/**
 * Reads the actions of a Gateway API request into this package's {@link Action}s, checking
 * every address and rri against `network` and every amount, and writing them canonically
 * (lower-case). Errors name the request's field, e.g. `actions[1].amount.value`. A mutable
 * token's `to_account` is dropped (nothing is issued to it); `granularity` must be `"1"`.
 *
 * @example
 * import { encodeUnsignedTransaction, fromGatewayActions } from '@ledgernet/transaction'
 * const actions = fromGatewayActions(request.actions, 'localnet')
 * encodeUnsignedTransaction({ ...header, actions })
 */
export function fromGatewayActions(actions: readonly GatewayAction[], network: NetworkInput): Action[] {
  const known = getNetwork(network)
  if (!Array.isArray(actions)) throw new InvalidArgumentError('actions', 'must be an array')
  return actions.map((action, index) => fromGatewayAction(action, known, `actions[${index}]`))
}

/** One Gateway action; `field` is its path in the request. */
export function fromGatewayAction(action: GatewayAction, network: Network, field: string): Action {
  if (typeof action !== 'object' || action === null) throw new InvalidArgumentError(field, 'must be an object')
  switch (action.type) {
    case 'TransferTokens':
      return {
        type: 'TransferTokens',
        from: account(action.from_account, network, `${field}.from_account`),
        to: account(action.to_account, network, `${field}.to_account`),
        token: rri(action.amount, network, `${field}.amount`),
        amount: value(action.amount, `${field}.amount`),
      }
    case 'MintTokens':
      return {
        type: 'MintTokens',
        to: account(action.to_account, network, `${field}.to_account`),
        token: rri(action.amount, network, `${field}.amount`),
        amount: value(action.amount, `${field}.amount`),
      }
    case 'BurnTokens':
      return {
        type: 'BurnTokens',
        from: account(action.from_account, network, `${field}.from_account`),
        token: rri(action.amount, network, `${field}.amount`),
        amount: value(action.amount, `${field}.amount`),
      }
    case 'CreateTokenDefinition': {
      const properties = action.token_properties
      const at = `${field}.token_properties`
      if (typeof properties !== 'object' || properties === null) throw new InvalidArgumentError(at, 'must be an object')
      if (properties.granularity !== undefined && properties.granularity !== '1') {
        throw new InvalidArgumentError(`${at}.granularity`, 'must be "1", the only supported granularity')
      }
      if (action.token_supply !== undefined && properties.token_supply !== undefined) {
        throw new InvalidArgumentError(`${field}.token_supply`, 'is given twice (beside and inside token_properties)')
      }
      const supplyField = action.token_supply !== undefined ? `${field}.token_supply` : `${at}.token_supply`
      const supply = action.token_supply ?? properties.token_supply
      if (supply === undefined) throw new InvalidArgumentError(`${field}.token_supply`, 'is required')
      if (typeof properties.is_supply_mutable !== 'boolean') {
        throw new InvalidArgumentError(`${at}.is_supply_mutable`, 'must be a boolean')
      }
      const created: Action = {
        type: 'CreateTokenDefinition',
        owner: account(properties.owner, network, `${at}.owner`),
        symbol: properties.symbol,
        name: properties.name,
        description: properties.description,
        iconUrl: properties.icon_url,
        url: properties.url,
        isSupplyMutable: properties.is_supply_mutable,
        supply: value(supply, supplyField),
        token: rri(supply, network, supplyField),
      }
      if (!properties.is_supply_mutable) created.to = account(action.to_account, network, `${field}.to_account`)
      return created
    }
    default:
      throw new InvalidArgumentError(
        `${field}.type`,
        'must be TransferTokens, CreateTokenDefinition, MintTokens or BurnTokens',
      )
  }
}

function account(value: GatewayAccount | undefined, network: Network, field: string): string {
  if (typeof value !== 'object' || value === null) throw new InvalidArgumentError(field, 'is required ({ address })')
  return canonicalAccount(value.address, network, `${field}.address`)
}

function rri(amount: GatewayAmount | undefined, network: Network, field: string): string {
  if (typeof amount !== 'object' || amount === null)
    throw new InvalidArgumentError(field, 'is required ({ value, token_identifier })')
  const identifier = amount.token_identifier
  if (typeof identifier !== 'object' || identifier === null) {
    throw new InvalidArgumentError(`${field}.token_identifier`, 'is required ({ rri })')
  }
  return canonicalRri(identifier.rri, network, `${field}.token_identifier.rri`)
}

function value(amount: GatewayAmount | undefined, field: string): bigint {
  if (typeof amount !== 'object' || amount === null)
    throw new InvalidArgumentError(field, 'is required ({ value, token_identifier })')
  return parseSubunits(amount.value, `${field}.value`)
}
