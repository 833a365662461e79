import { writeU256 } from './writeU256.js'

const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
/** (n − 1) / 2 as 32 big-endian bytes: an s above it is high. */
const HALF_ORDER = Buffer.from('7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0', 'hex')

/**
 * The 64 bytes r ‖ s (each 32 bytes, big-endian) of a DER signature that has already passed the
 * strict DER reader — here `verifySha256`, which refuses every other form — with s replaced by
 * n − s when it is high, so that the result is the one low-S form a signed transaction stores.
 * It only copies the two INTEGERs out of the canonical layout (`30 L 02 Lr r 02 Ls s`); it is
 * not a DER reader and must not be given DER nobody checked. `high` tells whether s was flipped.
 *
 * @example
 * if (verifySha256(der, digest, key)) compactSignature(der) // { compact: 64 bytes, high: false }
 */
export function compactSignature(der: Uint8Array): { compact: Uint8Array; high: boolean } {
  const compact = Buffer.alloc(64)
  const rLength = der[3]!
  copyInteger(der.subarray(4, 4 + rLength), compact, 0)
  const sStart = 4 + rLength + 2
  copyInteger(der.subarray(sStart, sStart + der[sStart - 1]!), compact, 32)
  const s = compact.subarray(32)
  const high = Buffer.compare(s, HALF_ORDER) > 0
  if (high) writeU256(compact, 32, CURVE_ORDER - BigInt(`0x${s.toString('hex')}`))
  return { compact, high }
}

/** A DER INTEGER's content (at most one leading 0x00) right-aligned in 32 bytes at `offset`. */
function copyInteger(content: Uint8Array, into: Buffer, offset: number): void {
  const value = content[0] === 0 ? content.subarray(1) : content
  into.set(value, offset + 32 - value.length)
}
