import { getNetwork, networks, type Network } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { ByteReader } from './ByteReader.js'

const allNetworks: readonly Network[] = Object.values(networks)

/** The network a value names (by name, as in `network_identifier.network`). */
export function networkOf(value: unknown, field: string): Network {
  if (typeof value !== 'string') {
    throw new InvalidArgumentError(field, `must be a network name: ${allNetworks.map((n) => n.name).join(', ')}`)
  }
  return getNetwork(value as Network['name'], field)
}

/** Reads the network byte; an unknown id is refused. */
export function readNetwork(reader: ByteReader, field: string): Network {
  const start = reader.offset
  const id = reader.u8(field)
  const network = allNetworks.find((candidate) => candidate.id === id)
  if (!network) {
    reader.fail(
      field,
      `is ${id}, which is no known network (${allNetworks.map((n) => `${n.id} ${n.name}`).join(', ')})`,
      start,
    )
  }
  return network
}
