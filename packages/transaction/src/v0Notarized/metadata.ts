import { InvalidArgumentError } from '@ledgernet/errors'
import type { ByteReader } from '../bytes/ByteReader.js'
import type { ByteWriter } from '../bytes/ByteWriter.js'
import { compareBytes } from '../bytes/compareBytes.js'
import { readText } from '../bytes/readText.js'
import { encodeUtf8 } from '../bytes/utf8.js'
import { formatLimits } from '../formatLimits.js'
import type { MetadataEntry } from './Intent.js'

/** Writes a metadata map, entries sorted by their keys' UTF-8 bytes; duplicate keys are refused. */
export function writeMetadata(writer: ByteWriter, metadata: readonly MetadataEntry[], field: string): void {
  if (!Array.isArray(metadata)) throw new InvalidArgumentError(field, 'must be an array of { key, value }')
  writer.integer(metadata.length, field, 1, formatLimits.metadataEntries)
  const sorted = metadata
    .map((entry, index) => {
      if (typeof entry !== 'object' || entry === null)
        throw new InvalidArgumentError(`${field}[${index}]`, 'must be { key, value }')
      if (typeof entry.key !== 'string') throw new InvalidArgumentError(`${field}[${index}].key`, 'must be a string')
      const key = encodeUtf8(entry.key)
      if (!key)
        throw new InvalidArgumentError(`${field}[${index}].key`, 'holds a lone UTF-16 surrogate; it has no UTF-8 form')
      return { entry, index, key }
    })
    .sort((a, b) => compareBytes(a.key, b.key))
  sorted.forEach(({ entry, index, key }, position) => {
    const previous = sorted[position - 1]
    if (previous && compareBytes(previous.key, key) === 0) {
      throw new InvalidArgumentError(
        `${field}[${index}].key`,
        `repeats the key of ${field}[${previous.index}]; keys are unique`,
      )
    }
    writer.text(entry.key, `${field}[${index}].key`, 2, formatLimits.metadataKey)
    writer.text(entry.value, `${field}[${index}].value`, 2, formatLimits.metadataValue)
  })
}

/** Reads a metadata map; keys must be strictly ascending by their UTF-8 bytes. */
export function readMetadata(reader: ByteReader, field: string): MetadataEntry[] {
  const count = reader.count(`${field}.length`, formatLimits.metadataEntries, 1)
  const entries: MetadataEntry[] = []
  let previous: Uint8Array | undefined
  for (let index = 0; index < count; index++) {
    const keyAt = reader.offset
    const key = readText(reader, `${field}[${index}].key`, formatLimits.metadataKey)
    const keyBytes = reader.bytes.subarray(keyAt + 2, reader.offset)
    if (previous && compareBytes(previous, keyBytes) >= 0) {
      reader.fail(
        `${field}[${index}].key`,
        compareBytes(previous, keyBytes) === 0
          ? 'repeats the previous key; keys are unique'
          : 'sorts before the previous key; keys must be in ascending byte order',
        keyAt,
      )
    }
    previous = keyBytes
    entries.push({ key, value: readText(reader, `${field}[${index}].value`, formatLimits.metadataValue) })
  }
  return entries
}
