/**
 * SHA-256 through the runtime's own OpenSSL (BoringSSL on Bun): what `nativeDigests()` answers
 * where the runtime has one. Each takes a `Uint8Array` (a view included) and answers a plain
 * `Uint8Array` of its own, or lower-case hex.
 *
 * @example
 * nativeDigests()?.sha256dHex(unsignedBytes) // the payload to sign, as hex
 */
export type NativeDigests = {
  sha256(bytes: Uint8Array): Uint8Array
  /** SHA-256(SHA-256(bytes)). */
  sha256d(bytes: Uint8Array): Uint8Array
  /** SHA-256d as lower-case hex. */
  sha256dHex(bytes: Uint8Array): string
}

/**
 * The runtime's OpenSSL digests: none in this portable face, where `@ledgernet/crypto` hashes with
 * @noble/hashes (synchronously) or Web Crypto (asynchronously).
 *
 * @example
 * nativeDigests() // undefined in a browser
 */
export function nativeDigests(): NativeDigests | undefined {
  return undefined
}
