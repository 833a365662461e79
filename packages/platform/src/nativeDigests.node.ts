/// <reference types="node" />
import type { NativeDigests } from './nativeDigests.js'
import { nodeBuiltin } from './nodeBuiltin.node.js'

/** A Buffer's bytes as a plain Uint8Array over the same memory. */
const plain = (bytes: Buffer): Uint8Array => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/**
 * SHA-256 with OpenSSL's one-shot `hash` (Node ≥ 20.12, Deno, Bun), which skips the `Hash` object
 * `createHash` builds: ~1 µs for a transaction where @noble/hashes takes ~15 µs once optimised and
 * hundreds before. `node:crypto` is loaded with the first hash.
 */
const digest = (data: Uint8Array): Buffer => nodeBuiltin('node:crypto').hash('sha256', data, 'buffer')

const digests: NativeDigests = {
  sha256: (bytes) => plain(digest(bytes)),
  sha256d: (bytes) => plain(digest(digest(bytes))),
  sha256dHex: (bytes) => nodeBuiltin('node:crypto').hash('sha256', digest(bytes), 'hex'),
}

/**
 * SHA-256 through the runtime's OpenSSL; loaded with the first hash.
 *
 * @example
 * nativeDigests()?.sha256d(signedBytes) // the transaction id's 32 bytes
 */
export function nativeDigests(): NativeDigests | undefined {
  return digests
}
