import { etc } from '@noble/secp256k1'

// Big integers and bytes go through @noble/secp256k1's own converters: every bundle that signs
// carries them already.

/** Big-endian unsigned integer of `bytes` (0 for none). */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  return etc.bytesToNumberBE(bytes)
}

/** `value` (0 ≤ value < 2^256) as exactly 32 big-endian bytes. */
export function bigIntTo32Bytes(value: bigint): Uint8Array {
  return etc.numberToBytesBE(value)
}
