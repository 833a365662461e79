import { InvalidArgumentError } from '@ledgernet/errors'
import { ByteReader } from '../bytes/ByteReader.js'
import { ByteWriter } from '../bytes/ByteWriter.js'
import { type BytesInput, bytesOf } from '../bytes/bytesInput.js'
import type { DecodedStructure } from '../DecodeError.js'
import { formatLimits } from '../formatLimits.js'

// An intent or a signed intent stands alone only as a part of a notarized transaction, so it is
// bounded by the whole's 1 MiB.

/**
 * The bytes `write` produces for one part of a v0 notarized transaction (an intent, a signed
 * intent), refused with an `InvalidArgumentError` naming `field` beyond 1 MiB.
 *
 * @example
 * const bytes = encodeV0Part('intent', (writer) => writeIntent(writer, intent))
 */
export function encodeV0Part(field: string, write: (writer: ByteWriter) => void): Uint8Array {
  const writer = new ByteWriter()
  write(writer)
  if (writer.length > formatLimits.maxNotarizedTransactionLength) {
    throw new InvalidArgumentError(field, `encodes to ${writer.length} bytes; a notarized transaction is at most 1 MiB`)
  }
  return writer.toBytes()
}

/**
 * Decodes one part of a v0 notarized transaction given alone: `read` must take every byte.
 * Input beyond 1 MiB, truncated input and trailing bytes throw a `DecodeError` (`what` names
 * the part in its message, `field` the input if it is not bytes or hex).
 *
 * @example
 * const intent = decodeV0Part(bytes, 'intent', 'intent', readIntent)
 */
export function decodeV0Part<T>(
  input: BytesInput,
  field: string,
  what: DecodedStructure,
  read: (reader: ByteReader) => T,
): T {
  const bytes = bytesOf(input, field)
  const reader = new ByteReader(bytes, what)
  if (bytes.length > formatLimits.maxNotarizedTransactionLength) {
    reader.fail('length', `is ${bytes.length} bytes; a notarized transaction is at most 1 MiB`, 0)
  }
  const decoded = read(reader)
  reader.end()
  return decoded
}
