import { decodeV0Address, encodeV0Address, type Network, v0EntityBytes } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { type ByteReader, hexByte } from '../bytes/ByteReader.js'
import type { ByteWriter } from '../bytes/ByteWriter.js'

/** The entities a v0 instruction field can name. */
export type V0FieldEntity = 'account' | 'resource'

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a')

/** Writes the 27-byte payload (entity byte ‖ 26 bytes) of a v0 address of `network`. */
export function writeV0Address(
  writer: ByteWriter,
  address: unknown,
  entity: V0FieldEntity,
  network: Network,
  field: string,
): void {
  const decoded = decodeV0Address(address as string, network, field)
  if (decoded.entity !== entity) {
    throw new InvalidArgumentError(
      field,
      `is ${article(decoded.entity)} ${decoded.entity} address; ${article(entity)} ${entity} address is expected here`,
    )
  }
  writer.u8(v0EntityBytes[entity])
  writer.raw(decoded.bytes)
}

/** Reads a 27-byte v0 address payload whose entity byte must be `entity`'s. */
export function readV0AddressField(reader: ByteReader, entity: V0FieldEntity, network: Network, field: string): string {
  const start = reader.offset
  const payload = reader.take(27, field)
  const byte = payload[0] as number
  if (byte !== v0EntityBytes[entity]) {
    reader.fail(
      field,
      `has entity byte ${hexByte(byte)}; ${article(entity)} ${entity} address has ${hexByte(v0EntityBytes[entity])}`,
      start,
    )
  }
  return encodeV0Address(entity, payload.slice(1), network)
}
