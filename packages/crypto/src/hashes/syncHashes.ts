import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { hashes } from '@noble/secp256k1'

/** HMAC-SHA256 as `@noble/secp256k1` calls it: (key, message) → 32 bytes. */
const hmacSha256 = ((key: Uint8Array, message: Uint8Array) => hmac(sha256, key, message)) as typeof hashes.hmacSha256

/**
 * Gives `@noble/secp256k1` @noble/hashes' synchronous SHA-256 and HMAC-SHA256 (its sync `sign`
 * needs them for the RFC 6979 nonce; noble v3 ships none, and Web Crypto has no synchronous API).
 * Called by the signing path right before it signs rather than at load time, which would be a
 * side effect keeping the hashes in every bundle that touches the module. Set every time, so
 * that our signatures never depend on what other code installed.
 */
export function useSyncHashes(): void {
  hashes.sha256 = sha256
  hashes.hmacSha256 = hmacSha256
}
