import { createHash } from 'node:crypto'

/**
 * SHA-256 through OpenSSL (`node:crypto`): a few microseconds for a transaction, where the
 * portable path takes ~15. The sandbox hashes every transaction several times (payload, id,
 * commitment), so it uses this Node-only path; the results are the same bytes as
 * `@ledgernet/crypto`'s `sha256`.
 *
 * @example
 * fastSha256(unsigned) // 32 bytes
 */
export function fastSha256(bytes: Uint8Array): Uint8Array {
  return createHash('sha256').update(bytes).digest()
}

/**
 * SHA-256(SHA-256(bytes)): payloads to sign, transaction ids, intent hashes.
 *
 * @example
 * fastSha256d(signed) // the transaction id's 32 bytes
 */
export function fastSha256d(bytes: Uint8Array): Uint8Array {
  return createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest()
}

/**
 * SHA-256d as lower-case hex.
 *
 * @example
 * fastSha256dHex(signed) // '1a2f03…' (64 characters)
 */
export function fastSha256dHex(bytes: Uint8Array): string {
  return createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest('hex')
}

/**
 * Lower-case hex of bytes through `Buffer` (native), for the transactions the sandbox answers
 * with on every build and finalize. Same output as `@ledgernet/crypto`'s `bytesToHex`.
 *
 * @example
 * fastHex(Uint8Array.of(1, 171)) // '01ab'
 */
export function fastHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
}
