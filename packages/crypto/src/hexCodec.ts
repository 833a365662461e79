import { etc } from '@noble/secp256k1'

// The portable face of `#hexCodec` (the package's `imports` map; `hexCodec.node.ts` is Node's): the
// codec of @noble/secp256k1 (`etc`), which every bundle that signs or reads a key carries already
// (@noble/hashes' would add ~300 B min+gzip to the wallet budget). `hex.ts` checks the input first.

/**
 * Lower-case hex of bytes already checked to be a `Uint8Array`.
 *
 * @example
 * encodeHex(Uint8Array.of(0xde, 0xad)) // 'dead'
 */
export function encodeHex(bytes: Uint8Array): string {
  return etc.bytesToHex(bytes)
}

/**
 * The bytes of hex text already checked to be hex of an even length.
 *
 * @example
 * decodeHex('dead') // Uint8Array [0xde, 0xad]
 */
export function decodeHex(hex: string): Uint8Array {
  return etc.hexToBytes(hex)
}
