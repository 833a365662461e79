import { getNetwork, type Network, type NetworkInput, parseSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { Action } from '../unsignedTransaction/UnsignedTransaction.js'
import { canonicalAccount, canonicalRri } from './canonicalIdentifiers.js'
import type { RpcAction } from './RpcAction.js'

/**
 * Reads the actions of a node JSON-RPC `ledger.buildTransaction` request into this package's
 * {@link Action}s, checking addresses, rri and amounts against `network` and writing them
 * canonically. Errors name the field, e.g. `actions[1].amount`. Use it to build a transaction
 * from an RPC request, or to compare one with `actionsEqual`.
 *
 * @example
 * import { actionsEqual, decodeUnsignedTransaction, fromRpcActions } from '@ledgernet/transaction'
 * const expected = fromRpcActions(params[0], 'localnet')
 * actionsEqual(decodeUnsignedTransaction(result.transaction.blob).actions, expected) // sign only if true
 */
export function fromRpcActions(actions: readonly RpcAction[], network: NetworkInput): Action[] {
  const known = getNetwork(network)
  if (!Array.isArray(actions)) throw new InvalidArgumentError('actions', 'must be an array')
  return actions.map((action, index) => fromRpcAction(action, known, `actions[${index}]`))
}

function fromRpcAction(action: RpcAction, network: Network, field: string): Action {
  if (typeof action !== 'object' || action === null) throw new InvalidArgumentError(field, 'must be an object')
  switch (action.type) {
    case 'TokenTransfer':
      return {
        type: 'TransferTokens',
        from: canonicalAccount(action.from, network, `${field}.from`),
        to: canonicalAccount(action.to, network, `${field}.to`),
        token: canonicalRri(action.tokenIdentifier, network, `${field}.tokenIdentifier`),
        amount: parseSubunits(action.amount, `${field}.amount`),
      }
    case 'MintTokens':
      return {
        type: 'MintTokens',
        to: canonicalAccount(action.to, network, `${field}.to`),
        token: canonicalRri(action.tokenIdentifier, network, `${field}.tokenIdentifier`),
        amount: parseSubunits(action.amount, `${field}.amount`),
      }
    case 'BurnTokens':
      return {
        type: 'BurnTokens',
        from: canonicalAccount(action.from, network, `${field}.from`),
        token: canonicalRri(action.tokenIdentifier, network, `${field}.tokenIdentifier`),
        amount: parseSubunits(action.amount, `${field}.amount`),
      }
    case 'CreateFixedSupplyToken':
    case 'CreateMutableSupplyToken': {
      const fixed = action.type === 'CreateFixedSupplyToken'
      if (action.isSupplyMutable !== undefined && action.isSupplyMutable === fixed) {
        throw new InvalidArgumentError(`${field}.isSupplyMutable`, `must be ${!fixed} for ${action.type}`)
      }
      if (action.granularity !== '1') {
        throw new InvalidArgumentError(`${field}.granularity`, 'must be "1", the only supported granularity')
      }
      const created: Action = {
        type: 'CreateTokenDefinition',
        owner: canonicalAccount(action.owner, network, `${field}.owner`),
        symbol: action.symbol,
        name: action.name,
        description: action.description,
        iconUrl: action.iconUrl,
        url: action.url,
        isSupplyMutable: !fixed,
        supply: action.type === 'CreateFixedSupplyToken' ? parseSubunits(action.supply, `${field}.supply`) : 0n,
        token: canonicalRri(action.tokenIdentifier, network, `${field}.tokenIdentifier`),
      }
      if (action.type === 'CreateFixedSupplyToken') created.to = canonicalAccount(action.to, network, `${field}.to`)
      return created
    }
    default:
      throw new InvalidArgumentError(
        `${field}.type`,
        'must be TokenTransfer, MintTokens, BurnTokens, CreateFixedSupplyToken or CreateMutableSupplyToken',
      )
  }
}
