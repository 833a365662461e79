import { hashes } from '@noble/secp256k1'
import { hmacSha256 } from './hmacSha256.js'
import { sha256 } from './sha256.js'

/**
 * Gives `@noble/secp256k1` this package's synchronous SHA-256 and HMAC-SHA256 (its sync `sign`
 * needs them for the RFC 6979 nonce; noble v3 ships none, and Web Crypto has no synchronous API).
 * Called by the signing path right before it signs rather than at load time, which would be a
 * side effect keeping the hashes in every bundle that touches the module. Set every time, so
 * that our signatures never depend on what other code installed.
 */
export function useSyncHashes(): void {
  hashes.sha256 = sha256 as typeof hashes.sha256
  hashes.hmacSha256 = hmacSha256 as typeof hashes.hmacSha256
}
