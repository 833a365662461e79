/**
 * Writes a `u256` (`specs/transaction-format.md` 0.2: 32 bytes, big-endian) at `offset`, through
 * the bigint's hex text rather than 32 bigint shifts. The caller has checked 0 ≤ value < 2^256.
 *
 * @example
 * writeU256(unsigned, 62, fee) // the fee field of an unsigned transaction
 */
export function writeU256(bytes: Uint8Array, offset: number, value: bigint): void {
  const out = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const hex = value.toString(16)
  const width = (hex.length + 1) >> 1
  out.fill(0, offset, offset + 32 - width)
  out.write(hex.length % 2 === 1 ? `0${hex}` : hex, offset + 32 - width, 'hex')
}
