import { InvalidArgumentError } from '@ledgernet/errors'
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js'

// The hash is @noble/hashes' audited SHA-256; these wrappers only turn a wrong argument into an
// `InvalidArgumentError` naming it. It is synchronous because `PrivateKey.sign` is (RFC 6979 needs
// HMAC-SHA256 while signing); `sha256dAsync` is the Web Crypto path for code that can wait.

/**
 * SHA-256 of `bytes` (32 bytes).
 *
 * @example
 * bytesToHex(sha256(new Uint8Array())) // 'e3b0c442...b855'
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  return nobleSha256(bytes)
}

/**
 * SHA-256(SHA-256(bytes)): the network's hash for payloads to sign, transaction ids and rri.
 *
 * @example
 * const payload = sha256d(unsignedTransactionBytes) // what the sender signs
 */
export function sha256d(bytes: Uint8Array): Uint8Array {
  return nobleSha256(sha256(bytes))
}
