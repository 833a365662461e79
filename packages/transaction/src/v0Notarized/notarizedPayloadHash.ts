import type { BytesInput } from '../bytes/bytesInput.js'
import { encodedHash } from '../bytes/encodedHash.js'
import { encodeNotarizedTransaction } from './encodeNotarizedTransaction.js'
import type { NotarizedTransaction } from './Intent.js'

/**
 * The notarized payload hash: SHA-256d(encoded notarized transaction), 64 lower-case hex
 * characters. Given bytes, it hashes them as they are.
 *
 * @example
 * import { notarizedPayloadHash } from '@ledgernet/transaction'
 * notarizedPayloadHash(notarizedHex)
 */
export function notarizedPayloadHash(notarized: NotarizedTransaction | BytesInput): string {
  return encodedHash(notarized, 'notarized', encodeNotarizedTransaction)
}
