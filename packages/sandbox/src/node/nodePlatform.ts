import { createRequire } from 'node:module'
import { hexToBytes } from '@ledgernet/crypto'
import type { Libsecp256k1, Platform } from '../platform/Platform.js'
import { operatingSystem } from './lazyBuiltins.js'

// The engine's platform on Node: what `portablePlatform` does, through OpenSSL, Buffer and
// libsecp256k1. `pnpm bench` ("hashing and hex / transfer") times a transfer's hashing and hex
// through these and through @ledgernet/crypto in the same run (measured ~5 µs against ~18 µs,
// ~3 % of the server's CPU per transfer); the tests hold both platforms to the same bytes.
// node:crypto (~5 ms to load) and node:v8 (~2 ms) are loaded with their first use, not at start-up:
// the first transaction hashes, the first system record reads the heap limit.

let crypto: typeof import('node:crypto') | undefined
const openssl = () => (crypto ??= process.getBuiltinModule('node:crypto'))

/**
 * SHA-256 through OpenSSL (`node:crypto`'s one-shot `hash`, which skips the `Hash` object
 * `createHash` builds): about a microsecond for a transaction, where the portable path takes ~15.
 *
 * @example
 * fastSha256(unsigned) // 32 bytes
 */
export function fastSha256(bytes: Uint8Array): Uint8Array {
  return openssl().hash('sha256', bytes, 'buffer')
}

/**
 * SHA-256(SHA-256(bytes)) through OpenSSL: payloads to sign, transaction ids, intent hashes.
 *
 * @example
 * fastSha256d(signed) // the transaction id's 32 bytes
 */
export function fastSha256d(bytes: Uint8Array): Uint8Array {
  const { hash } = openssl()
  return hash('sha256', hash('sha256', bytes, 'buffer'), 'buffer')
}

/**
 * SHA-256d as lower-case hex, through OpenSSL.
 *
 * @example
 * fastSha256dHex(signed) // '1a2f03…' (64 characters)
 */
export function fastSha256dHex(bytes: Uint8Array): string {
  const { hash } = openssl()
  return hash('sha256', hash('sha256', bytes, 'buffer'), 'hex')
}

/**
 * Lower-case hex of bytes through `Buffer` (native). Same output as `@ledgernet/crypto`'s `bytesToHex`.
 *
 * @example
 * fastHex(Uint8Array.of(1, 171)) // '01ab'
 */
export function fastHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
}

/**
 * Bytes of a hex string through `Buffer` (native). Same answers as `@ledgernet/crypto`'s
 * `hexToBytes`, which it defers to for text that is not hex, so that the error is the same too.
 *
 * @example
 * fastBytes('01ab') // Uint8Array [1, 171]
 */
export function fastBytes(hex: string): Uint8Array {
  const bytes = Buffer.from(hex, 'hex')
  // Buffer stops at the first pair that is not hex: a shorter result means the text is not hex.
  return bytes.length * 2 === hex.length ? bytes : hexToBytes(hex)
}

let addon: Libsecp256k1 | null | undefined

/**
 * libsecp256k1 through the `secp256k1` package's native addon (an optional dependency with
 * prebuilt binaries), loaded on first use rather than at start-up; `undefined` where it is not
 * installed or does not load (another platform, a failed install), and the portable path of
 * `@ledgernet/crypto` stands in. A recovery costs it ~60 µs where the portable path takes ~3 ms.
 *
 * @example
 * const native = libsecp256k1()
 * if (native) native.ecdsaVerify(compact, payload, keyBytes)
 */
export function libsecp256k1(): Libsecp256k1 | undefined {
  if (addon === undefined) {
    try {
      addon = createRequire(import.meta.url)('secp256k1/bindings') as Libsecp256k1
    } catch {
      addon = null
    }
  }
  return addon ?? undefined
}

/**
 * The engine's platform on Node: OpenSSL hashing, `Buffer` hex, libsecp256k1 (when its addon
 * loads), `process.cpuUsage`, the heap `node:v8` reports, node keys drawn by OpenSSL (which gives
 * the public key at once, where the portable path would first build its tables). What
 * `startSandbox` and the Node entry's `createMemorySandbox` run on.
 *
 * @example
 * nodePlatform.sha256dHex(signed) === portablePlatform.sha256dHex(signed) // true
 */
export const nodePlatform: Platform = Object.freeze({
  name: 'node' as const,
  sha256: fastSha256,
  sha256d: fastSha256d,
  sha256dHex: fastSha256dHex,
  toHex: fastHex,
  fromHex: fastBytes,
  secp256k1: libsecp256k1,
  cpuMicros: () => {
    const { user, system } = process.cpuUsage()
    return user + system
  },
  host: () => {
    const heap = process.memoryUsage()
    return {
      processors: operatingSystem().availableParallelism(),
      heapUsed: heap.heapUsed,
      heapTotal: heap.heapTotal,
      heapLimit: process.getBuiltinModule('node:v8').getHeapStatistics().heap_size_limit,
    }
  },
  nodeKey: () => openssl().createECDH('secp256k1').generateKeys('hex', 'compressed'),
  // OpenSSL's generator, as Web Crypto's is, without loading Node's Web Crypto (~0.6 ms at start).
  fillRandom: (view) => openssl().randomFillSync(view),
})
