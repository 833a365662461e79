import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from './hex.js'

describe('hex', () => {
  it('round-trips and writes lower case', () => {
    expect(bytesToHex(new Uint8Array([0, 0xab, 0xff]))).toBe('00abff')
    expect(hexToBytes('00ABff')).toEqual(new Uint8Array([0, 0xab, 0xff]))
    expect(hexToBytes('')).toEqual(new Uint8Array())
  })

  it.each([
    ['0xdead', 'must not start with 0x'],
    ['abc', 'has an odd number of hex digits (3)'],
    ['zz', 'is not hex (character 1)'],
    ['de ad', 'is not hex (character 3)'],
  ])('refuses %j naming the field', (input, reason) => {
    const error = (() => {
      try {
        hexToBytes(input, 'payload_to_sign')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect((error as InvalidArgumentError).field).toBe('payload_to_sign')
    expect((error as InvalidArgumentError).problem).toBe(reason)
  })

  it('refuses non-strings and non-bytes', () => {
    expect(() => hexToBytes(12 as unknown as string)).toThrow(InvalidArgumentError)
    expect(() => bytesToHex('ab' as unknown as Uint8Array)).toThrow(InvalidArgumentError)
  })
})
