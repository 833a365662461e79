import type { OperationHandlers, ResourceRequest } from '@ledgernet/v0-client'
import type { Ledger } from '../../ledger/Ledger.js'
import { readV0Address } from './readV0Address.js'
import { v0Error } from './v0Error.js'

/** v0 metadata values are at most 1,024 characters; a Gateway token's URL may be longer. */
const MAX_METADATA_VALUE = 1024

/**
 * `POST /v0/state/resource`: the resource manager — type, metadata, total supply, and for a
 * fungible resource its divisibility (18), symbol and mutability. A token created through the
 * Gateway API is the same resource (its rri's 26 bytes); its properties are its metadata.
 *
 * @example
 * getResource(ledger, { resource_address: 'resource_sim1qsqq…' }) // the native token's manager
 */
export function getResource(
  ledger: Ledger,
  body: ResourceRequest,
): Awaited<ReturnType<OperationHandlers['getResource']>> {
  const address = readV0Address(body.resource_address, 'resource_address')
  if ('problem' in address) return v0Error(400, address.problem)
  const resource = address.entity === 'resource' ? ledger.state.resource(address.id) : undefined
  if (!resource) return v0Error(404, `no resource at ${body.resource_address}`)
  const metadata = resource.metadata.filter((entry) => [...entry.value].length <= MAX_METADATA_VALUE)
  const totalSupply = ledger.state.supply(resource.id).toString()
  if (resource.kind === 'nonFungible')
    return { status: 200, body: { manager: { resource_type: 'NonFungible', metadata, total_supply: totalSupply } } }
  return {
    status: 200,
    body: {
      manager: {
        resource_type: 'Fungible',
        divisibility: 18,
        symbol: resource.symbol,
        is_supply_mutable: resource.isSupplyMutable,
        metadata,
        total_supply: totalSupply,
      },
    },
  }
}
