import { nativeHex } from '@ledgernet/platform'
import { etc as portable } from './hexCodec.js'

// The Node face of `#hexCodec` (`hexCodec.ts` is every other runtime's): `@ledgernet/platform`'s
// native codec, several times faster than noble's JavaScript, far faster in a process's
// first calls (a cold start encodes every key and hash it prints), and without its garbage. The
// differential test holds both faces to the same text and bytes. `hex.ts` checks the input first.

/**
 * The two calls of noble's `etc` that `hex.ts` makes. `bytesToHex`: lower-case hex of bytes already
 * checked to be a `Uint8Array` (a view: its own bytes only); `hexToBytes`: the bytes of text already
 * checked to be hex of an even length, as a plain `Uint8Array` of its own.
 *
 * @example
 * etc.bytesToHex(Uint8Array.of(0xde, 0xad)) // 'dead'
 * etc.hexToBytes('dead') // Uint8Array [0xde, 0xad]
 */
export const etc: { bytesToHex(bytes: Uint8Array): string; hexToBytes(hex: string): Uint8Array } = (() => {
  const native = nativeHex()
  return native ? { bytesToHex: native.toHex, hexToBytes: native.fromHex } : portable
})()
