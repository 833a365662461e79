import { hash } from 'node:crypto'
import { hexToBytes } from '@ledgernet/crypto'

// A Node-only copy of `@ledgernet/crypto`'s hashing and hex, kept for speed: `pnpm bench`
// ("hashing and hex / transfer") times what a transfer costs through these and through
// @ledgernet/crypto in the same run (measured ~5 µs against ~18 µs, ~3 % of the server's CPU per
// transfer); the tests hold them to the same bytes.

/**
 * SHA-256 through OpenSSL (`node:crypto`'s one-shot `hash`, which skips the `Hash` object
 * `createHash` builds): about a microsecond for a transaction, where the portable path takes
 * ~15. The sandbox hashes every transaction several times (payload, id, commitment), so it uses
 * this Node-only path; the results are the same bytes as `@ledgernet/crypto`'s `sha256`.
 *
 * @example
 * fastSha256(unsigned) // 32 bytes
 */
export function fastSha256(bytes: Uint8Array): Uint8Array {
  return hash('sha256', bytes, 'buffer')
}

/**
 * SHA-256(SHA-256(bytes)): payloads to sign, transaction ids, intent hashes.
 *
 * @example
 * fastSha256d(signed) // the transaction id's 32 bytes
 */
export function fastSha256d(bytes: Uint8Array): Uint8Array {
  return hash('sha256', hash('sha256', bytes, 'buffer'), 'buffer')
}

/**
 * SHA-256d as lower-case hex.
 *
 * @example
 * fastSha256dHex(signed) // '1a2f03…' (64 characters)
 */
export function fastSha256dHex(bytes: Uint8Array): string {
  return hash('sha256', hash('sha256', bytes, 'buffer'), 'hex')
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

/**
 * Bytes of a hex string through `Buffer` (native), for the hex the sandbox reads on every submit
 * and commit. Same answers as `@ledgernet/crypto`'s `hexToBytes`, which it defers to for text that
 * is not hex, so that the error is the same too.
 *
 * @example
 * fastBytes('01ab') // Uint8Array [1, 171]
 */
export function fastBytes(hex: string): Uint8Array {
  const bytes = Buffer.from(hex, 'hex')
  // Buffer stops at the first pair that is not hex: a shorter result means the text is not hex.
  return bytes.length * 2 === hex.length ? bytes : hexToBytes(hex)
}
