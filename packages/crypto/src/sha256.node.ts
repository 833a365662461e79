/// <reference types="node" />
import { InvalidArgumentError } from '@ledgernet/errors'
import { openssl } from './openssl.node.js'

// The Node face of `sha256.ts` (the package's `imports` map: `#sha256` under the `node` condition):
// the same hashes through OpenSSL's one-shot `hash`, ~1 µs for a transaction where @noble/hashes
// takes ~15 µs once optimized and hundreds before (the first hashes of a process, a cold start's).
// node:crypto is loaded with the first hash. The bytes are the same: sha256.test.ts holds both
// faces to the FIPS vectors and to each other.

/** A Buffer's bytes as a plain Uint8Array (`slice` copies, as on every Uint8Array). */
function plain(bytes: Buffer): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/**
 * `sha256.ts`'s `sha256` through OpenSSL: SHA-256 of `bytes` (32 bytes).
 *
 * @example
 * bytesToHex(sha256(new Uint8Array())) // 'e3b0c442...b855'
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  return plain(openssl().hash('sha256', bytes, 'buffer'))
}

/**
 * `sha256.ts`'s `sha256d` through OpenSSL: SHA-256(SHA-256(bytes)).
 *
 * @example
 * const payload = sha256d(unsignedTransactionBytes) // what the sender signs
 */
export function sha256d(bytes: Uint8Array): Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  const { hash } = openssl()
  return plain(hash('sha256', hash('sha256', bytes, 'buffer'), 'buffer'))
}
