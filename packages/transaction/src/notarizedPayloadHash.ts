import { bytesToHex, sha256d } from '@ledgernet/crypto'
import { bytesOf, type BytesInput } from './bytesInput.js'
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
  const bytes =
    typeof notarized === 'string' || notarized instanceof Uint8Array
      ? bytesOf(notarized, 'notarized')
      : encodeNotarizedTransaction(notarized)
  return bytesToHex(sha256d(bytes))
}
