/// <reference types="node" />
import type { NativeDigests } from './nativeDigests.js'
import { nodeBuiltin } from './nodeBuiltin.node.js'

/** A Buffer's bytes as a plain Uint8Array over the same memory. */
const plain = (bytes: Buffer): Uint8Array => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)

const digests: NativeDigests = {
  sha256: (bytes) => plain(oneShot()('sha256', bytes, 'buffer')),
  sha256d(bytes) {
    const hash = oneShot()
    return plain(hash('sha256', hash('sha256', bytes, 'buffer'), 'buffer'))
  },
  sha256dHex(bytes) {
    const hash = oneShot()
    return hash('sha256', hash('sha256', bytes, 'buffer'), 'hex')
  },
}

type OneShot = {
  (algorithm: string, data: Uint8Array, encoding: 'buffer'): Buffer
  (algorithm: string, data: Uint8Array, encoding: 'hex'): string
}
let hash: OneShot | undefined

/**
 * OpenSSL's one-shot `hash` (Node ≥ 20.12, Deno, Bun), which skips the `Hash` object `createHash`
 * builds: ~1 µs for a transaction where @noble/hashes takes ~15 µs once optimised and hundreds
 * before; `createHash` where the runtime has no `hash`.
 */
function oneShot(): OneShot {
  if (!hash) {
    const crypto = nodeBuiltin('node:crypto')
    hash =
      typeof crypto.hash === 'function'
        ? (crypto.hash as OneShot)
        : (((algorithm: string, data: Uint8Array, encoding: 'buffer' | 'hex') => {
            const digest = crypto.createHash(algorithm).update(data)
            return encoding === 'hex' ? digest.digest('hex') : digest.digest()
          }) as OneShot)
  }
  return hash
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
