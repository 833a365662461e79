import { type ByteReader, outside, type Range } from './ByteReader.js'
import { countCharacters, decodeUtf8 } from './utf8.js'

/**
 * Reads `u16` length-prefixed strict UTF-8 whose character count is within `range` (token
 * properties, v0 metadata). A function rather than a `ByteReader` method, so that decoders that
 * read no text (a transfer) do not carry it.
 */
export function readText(reader: ByteReader, field: string, range: Range): string {
  const start = reader.offset
  const bytes = reader.lengthPrefixed(field, 2, { min: 0, max: range.max * 4 })
  const text = decodeUtf8(bytes)
  if (text === undefined) reader.fail(field, 'is not well-formed UTF-8', start + 2)
  const characters = countCharacters(bytes)
  if (characters < range.min || characters > range.max)
    reader.fail(field, outside(characters, range, ' characters'), start)
  return text
}
