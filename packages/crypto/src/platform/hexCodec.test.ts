import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as portable from './hexCodec.js'
import * as buffer from './hexCodec.node.js'

// The two faces of `#hexCodec`: @noble/secp256k1's codec (every runtime) and Buffer's (Node).
describe('#hexCodec: noble and Buffer', () => {
  it('write the same lower-case hex for any bytes, a view into a larger buffer by its own bytes only', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(20), fc.nat(20), (bytes, skip, cut) => {
        const view = bytes.subarray(Math.min(skip, bytes.length), Math.max(skip, bytes.length - cut))
        expect(buffer.etc.bytesToHex(view)).toBe(portable.etc.bytesToHex(view))
      }),
      { numRuns: 300 },
    )
  })

  it('read the same bytes from any hex, upper case included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (bytes, upper) => {
        const hex = portable.etc.bytesToHex(bytes)
        const text = upper ? hex.toUpperCase() : hex
        expect(buffer.etc.hexToBytes(text)).toEqual(portable.etc.hexToBytes(text))
      }),
      { numRuns: 300 },
    )
  })

  it('answer a plain Uint8Array of its own, not a view of pooled Buffer memory', () => {
    const bytes = buffer.etc.hexToBytes('deadbeef')
    expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype)
    expect(bytes.buffer.byteLength).toBe(4)
    expect(buffer.etc.bytesToHex(new Uint8Array())).toBe('')
    expect(buffer.etc.hexToBytes('')).toEqual(new Uint8Array())
  })
})
