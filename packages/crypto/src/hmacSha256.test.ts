import { hmac } from '@noble/hashes/hmac.js'
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from './hex.js'
import { hmacSha256 } from './hmacSha256.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('hmacSha256', () => {
  // RFC 4231, test cases 1, 2, 4, 6 and 7 (a key longer than the block is hashed first).
  it.each([
    ['0b'.repeat(20), bytesToHex(utf8('Hi There')), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    [bytesToHex(utf8('Jefe')), bytesToHex(utf8('what do ya want for nothing?')), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
    ['0102030405060708090a0b0c0d0e0f10111213141516171819', 'cd'.repeat(50), '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b'],
    ['aa'.repeat(131), bytesToHex(utf8('Test Using Larger Than Block-Size Key - Hash Key First')), '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54'],
    [
      'aa'.repeat(131),
      bytesToHex(utf8('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.')),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ])('matches RFC 4231 (key %s)', (key, message, mac) => {
    expect(bytesToHex(hmacSha256(hexToBytes(key), hexToBytes(message)))).toBe(mac)
  })

  it('agrees with @noble/hashes for keys and messages of any length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 300 }), (key, message) => {
        expect(bytesToHex(hmacSha256(key, message))).toBe(bytesToHex(hmac(nobleSha256, key, message)))
      }),
      { numRuns: 300 },
    )
  })
})
