import { describe, expect, it } from 'vitest'
import { decodeRefusal } from '../testing/decodeRefusal.js'
import { ByteReader } from './ByteReader.js'
import { readText } from './readText.js'

const read = (...values: number[]) =>
  readText(new ByteReader(Uint8Array.from(values), 'intent'), 'name', { min: 1, max: 3 })

describe('readText', () => {
  it('reads u16 length-prefixed UTF-8 within its character range', () => {
    expect(read(0, 3, 0x61, 0x62, 0x63)).toBe('abc')
    // 金 is 3 bytes but one character: 3 characters fit in 9 bytes
    expect(read(0, 9, ...new TextEncoder().encode('金金金'))).toBe('金金金')
  })

  it('counts characters, not bytes, against the range', () => {
    expect(decodeRefusal(() => read(0, 4, 0x61, 0x62, 0x63, 0x64))).toEqual({
      offset: 0,
      field: 'name',
      problem: 'is 4 characters; it must be 1 to 3 characters',
    })
    expect(decodeRefusal(() => read(0, 0)).problem).toBe('is 0 characters; it must be 1 to 3 characters')
  })

  it('refuses a length no text of the range can have (4 bytes per character at most)', () => {
    expect(decodeRefusal(() => read(0, 13, ...new Array(13).fill(0x61)))).toEqual({
      offset: 0,
      field: 'name.length',
      problem: 'is 13; it must be 0 to 12',
    })
  })

  it('refuses ill-formed UTF-8 at the first byte of the text', () => {
    expect(decodeRefusal(() => read(0, 2, 0xc0, 0xaf))).toEqual({
      offset: 2,
      field: 'name',
      problem: 'is not well-formed UTF-8',
    })
  })

  it('refuses text cut short by the end of the input', () => {
    expect(decodeRefusal(() => read(0, 3, 0x61))).toEqual({
      offset: 2,
      field: 'name',
      problem: 'is truncated: 3 bytes needed, 1 left',
    })
  })
})
