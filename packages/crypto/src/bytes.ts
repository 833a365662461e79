/** Big-endian unsigned integer of `bytes`. */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return value
}

/** `value` as exactly `length` big-endian bytes; the caller guarantees it fits. */
export function bigIntToBytes(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length)
  let rest = value
  for (let index = length - 1; index >= 0; index--) {
    out[index] = Number(rest & 0xffn)
    rest >>= 8n
  }
  return out
}

/** True when both arrays hold the same bytes. Not constant-time: for public data only. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false
  return true
}

/** One array holding every part, in order. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
