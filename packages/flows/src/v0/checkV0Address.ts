import { decodeV0Address, type Network, type V0Entity } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/** Returns `address` when it is a v0 address of `entity` on `network`; otherwise an error naming `field`. */
export function checkV0Address(address: string, entity: V0Entity, network: Network, field: string): string {
  if (decodeV0Address(address, network, field).entity !== entity)
    throw new InvalidArgumentError(field, `must be a v0 ${entity} address (${entity}_${network.v0Suffix}1…)`)
  return address
}
