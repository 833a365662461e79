import { getNetwork, type Network } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { ByteReader } from './ByteReader.js'

/** The network a value names (by name, as in `network_identifier.network`). */
export function networkOf(value: unknown, field: string): Network {
  if (typeof value !== 'string') throw new InvalidArgumentError(field, 'must be a network name')
  return getNetwork(value as Network['name'], field)
}

/** Reads the network byte; an unknown id is refused with `getNetwork`'s reason (it lists the known ones). */
export function readNetwork(reader: ByteReader, field: string): Network {
  const id = reader.u8(field)
  try {
    return getNetwork(id, field)
  } catch (error) {
    return reader.fail(field, (error as InvalidArgumentError).problem, reader.offset - 1)
  }
}
