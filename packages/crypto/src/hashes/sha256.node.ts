import { InvalidArgumentError } from '@ledgernet/errors'
import { nativeDigests } from '@ledgernet/platform'
import * as portable from './sha256.js'

// The Node face of `sha256.ts` (the package's `imports` map: `#sha256` under the `node` condition):
// the same hashes through the runtime's OpenSSL (`@ledgernet/platform`'s digests), ~1 µs for a
// transaction where @noble/hashes takes ~15 µs once optimised and hundreds before (the first
// hashes of a process, a cold start's). The differential test holds both faces to the same bytes.

const digests = nativeDigests()

/**
 * `sha256.ts`'s `sha256` through OpenSSL: SHA-256 of `bytes` (32 bytes).
 *
 * @example
 * bytesToHex(sha256(new Uint8Array())) // 'e3b0c442...b855'
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  if (!digests) return portable.sha256(bytes)
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  return digests.sha256(bytes)
}

/**
 * `sha256.ts`'s `sha256d` through OpenSSL: SHA-256(SHA-256(bytes)).
 *
 * @example
 * const payload = sha256d(unsignedTransactionBytes) // what the sender signs
 */
export function sha256d(bytes: Uint8Array): Uint8Array {
  if (!digests) return portable.sha256d(bytes)
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  return digests.sha256d(bytes)
}
