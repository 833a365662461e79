import { getNetwork, type Network, type NetworkInput } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { ResolvedLedger } from './LedgerClient.js'

/**
 * The network a flow works on: the Gateway API client's own (a `network` option must agree), or
 * for JSON-RPC, whose client does not know it, the `network` option, which is then required.
 */
export function flowNetwork(ledger: ResolvedLedger, network: NetworkInput | undefined): Network {
  if (ledger.kind === 'rpc') {
    if (network === undefined) throw new InvalidArgumentError('network', 'is required with a JSON-RPC client (it does not know its network)')
    return getNetwork(network)
  }
  const served = getNetwork(ledger.gateway.network as never, 'client.network')
  if (network !== undefined && getNetwork(network) !== served)
    throw new InvalidArgumentError('network', `is ${getNetwork(network).name} but the Gateway API client serves ${served.name}`)
  return served
}
