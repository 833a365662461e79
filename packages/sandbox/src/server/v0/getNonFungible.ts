import type { NonFungibleRequest, OperationHandlers } from '@ledgernet/v0-client'
import type { Ledger } from '../../ledger/Ledger.js'
import { readV0Address } from './readV0Address.js'
import { v0Error } from './v0Error.js'

/**
 * `POST /v0/state/non-fungible`: one unit's data (hex), or `is_deleted: true` for a burned one;
 * 400 for a fungible resource, 404 for an unknown resource or id.
 *
 * @example
 * getNonFungible(ledger, { resource_address, non_fungible_id_hex: '01' })
 */
export function getNonFungible(
  ledger: Ledger,
  body: NonFungibleRequest,
): Awaited<ReturnType<OperationHandlers['getNonFungible']>> {
  const address = readV0Address(body.resource_address, 'resource_address')
  if ('problem' in address) return v0Error(400, address.problem)
  const resource = address.entity === 'resource' ? ledger.state.resource(address.id) : undefined
  if (!resource) return v0Error(404, `no resource at ${body.resource_address}`)
  if (resource.kind === 'fungible')
    return v0Error(400, `resource_address: ${body.resource_address} is a Fungible resource`)
  const unit = ledger.state.nonFungible(resource.id, body.non_fungible_id_hex)
  if (!unit) return v0Error(404, `${body.resource_address} has no non-fungible with id ${body.non_fungible_id_hex}`)
  if (unit.deleted) return { status: 200, body: { non_fungible: { id_hex: unit.idHex, is_deleted: true } } }
  return {
    status: 200,
    body: {
      non_fungible: {
        id_hex: unit.idHex,
        is_deleted: false,
        immutable_data: unit.immutableData,
        mutable_data: unit.mutableData,
      },
    },
  }
}
