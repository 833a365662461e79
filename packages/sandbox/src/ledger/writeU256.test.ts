import { bytesToHex } from '@ledgernet/crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { writeU256 } from './writeU256.js'

describe('writeU256', () => {
  it('writes 32 big-endian bytes over whatever was there', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), (value) => {
        // A plain Uint8Array (viewed as a Buffer) and a Buffer, both at an offset in a larger store.
        for (const bytes of [new Uint8Array(48).subarray(4, 44).fill(0xee), Buffer.alloc(40, 0xee)]) {
          writeU256(bytes, 4, value)
          expect(bytesToHex(bytes.subarray(4, 36))).toBe(value.toString(16).padStart(64, '0'))
          expect([...bytes.subarray(0, 4), ...bytes.subarray(36)]).toEqual(Array(8).fill(0xee))
        }
      }),
    )
  })
})
