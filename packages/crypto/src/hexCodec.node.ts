/// <reference types="node" />

// The Node face of `#hexCodec` (`hexCodec.ts` is every other runtime's): Buffer's native codec,
// several times faster than noble's JavaScript, far faster in a process's first calls (a cold
// start encodes every key and hash it prints), and without its garbage. The text and bytes are the
// same: hexCodec.test.ts holds both faces to each other. `hex.ts` checks the input first.

/**
 * The two calls of noble's `etc` that `hex.ts` makes. `bytesToHex`: lower-case hex of bytes already
 * checked to be a `Uint8Array` (a view: its own bytes only); `hexToBytes`: the bytes of text already
 * checked to be hex of an even length, as a plain `Uint8Array` of its own (written in place: no
 * pooled Buffer memory behind it).
 *
 * @example
 * etc.bytesToHex(Uint8Array.of(0xde, 0xad)) // 'dead'
 * etc.hexToBytes('dead') // Uint8Array [0xde, 0xad]
 */
export const etc = {
  bytesToHex(bytes: Uint8Array): string {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
  },
  hexToBytes(hex: string): Uint8Array {
    const bytes = new Uint8Array(hex.length / 2)
    Buffer.from(bytes.buffer).write(hex, 'hex')
    return bytes
  },
}
