import { bytesToHex, hexToBytes, sha256, sha256d } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { portablePlatform } from '../platform/portablePlatform.js'
import { fastBytes, fastHex, fastSha256, fastSha256d, fastSha256dHex, nodePlatform } from './nodePlatform.js'

describe('the OpenSSL digests and Buffer hex', () => {
  it('give the same bytes as @ledgernet/crypto', () => {
    for (const length of [0, 1, 55, 56, 64, 212, 1000]) {
      const input = crypto.getRandomValues(new Uint8Array(length))
      const view = new Uint8Array(input.buffer, 0, length) // also through an offset view
      expect(bytesToHex(fastSha256(view))).toBe(bytesToHex(sha256(input)))
      expect(bytesToHex(fastSha256d(input))).toBe(bytesToHex(sha256d(input)))
      expect(fastSha256dHex(input)).toBe(bytesToHex(sha256d(input)))
      expect(fastHex(input)).toBe(bytesToHex(input))
      expect(fastHex(input.subarray(1))).toBe(bytesToHex(input.subarray(1)))
      expect(bytesToHex(fastBytes(bytesToHex(input)))).toBe(bytesToHex(input))
      expect(bytesToHex(fastBytes(bytesToHex(input).toUpperCase()))).toBe(bytesToHex(input))
    }
  })

  it('refuse what is not hex as hexToBytes does', () => {
    for (const text of ['abc', 'zz', '0g', 'ab cd', '0x00']) {
      const expected = (() => {
        try {
          hexToBytes(text)
        } catch (error) {
          return error
        }
      })()
      expect(expected).toBeInstanceOf(InvalidArgumentError)
      expect(() => fastBytes(text)).toThrow((expected as Error).message)
    }
  })
})

describe('fillRandom', () => {
  it.each([
    ['node', nodePlatform],
    ['portable', portablePlatform],
  ])('fills the view it is given from the CSPRNG (%s)', (_, platform) => {
    const bytes = new Uint8Array(32)
    expect(platform.fillRandom(bytes)).toBe(bytes)
    const again = platform.fillRandom(new Uint8Array(32))
    expect(bytes.some((byte) => byte !== 0)).toBe(true)
    expect(again).not.toEqual(bytes)
    const nonces = platform.fillRandom(new BigUint64Array(4))
    expect(new Set(nonces).size).toBe(4)
  })
})
