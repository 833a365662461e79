/// <reference types="node" />
import type { NativeHex } from './nativeHex.js'

const hex: NativeHex = {
  toHex: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex'),
  fromHex(text) {
    // Written in place: a plain Uint8Array of its own, no pooled Buffer memory behind it.
    const bytes = new Uint8Array(text.length / 2)
    Buffer.from(bytes.buffer).write(text, 'hex')
    return bytes
  },
}

/**
 * `Buffer`'s native hex codec: several times noble's JavaScript, far more in a process's first
 * calls, and without its garbage.
 *
 * @example
 * nativeHex()?.toHex(Uint8Array.of(0xde, 0xad)) // 'dead'
 */
export function nativeHex(): NativeHex | undefined {
  return hex
}
