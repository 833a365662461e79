import { bytesToHex, sha256, sha256d } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { fastHex, fastSha256, fastSha256d, fastSha256dHex } from './digest.js'

describe('the OpenSSL digests', () => {
  it('give the same bytes as @ledgernet/crypto', () => {
    for (const length of [0, 1, 55, 56, 64, 212, 1000]) {
      const input = crypto.getRandomValues(new Uint8Array(length))
      const view = new Uint8Array(input.buffer, 0, length) // also through an offset view
      expect(bytesToHex(fastSha256(view))).toBe(bytesToHex(sha256(input)))
      expect(bytesToHex(fastSha256d(input))).toBe(bytesToHex(sha256d(input)))
      expect(fastSha256dHex(input)).toBe(bytesToHex(sha256d(input)))
      expect(fastHex(input)).toBe(bytesToHex(input))
      expect(fastHex(input.subarray(1))).toBe(bytesToHex(input.subarray(1)))
    }
  })
})
