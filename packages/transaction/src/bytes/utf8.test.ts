import { describe, expect, it } from 'vitest'
import { countCharacters, decodeUtf8, encodeUtf8 } from './utf8.js'

const bytes = (...values: number[]) => Uint8Array.from(values)

describe('strict UTF-8', () => {
  it('round-trips every kind of character', () => {
    const text = 'a é 金 🍜 \u0000 \uFEFF'
    const encoded = encodeUtf8(text) as Uint8Array
    expect(decodeUtf8(encoded)).toBe(text)
    expect(countCharacters(encoded)).toBe([...text].length)
  })

  it('keeps a leading byte-order mark as a character', () => {
    expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe('\uFEFFa')
    expect(countCharacters(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe(2)
  })

  it.each([
    ['an overlong "/"', bytes(0xc0, 0xaf)],
    ['an overlong NUL', bytes(0xe0, 0x80, 0x80)],
    ['an encoded surrogate', bytes(0xed, 0xa0, 0x80)],
    ['a code point above U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80)],
    ['a truncated sequence', bytes(0xe9, 0x87)],
    ['a lone continuation byte', bytes(0x80)],
    ['0xff', bytes(0xff)],
  ])('refuses %s', (_name, input) => {
    expect(decodeUtf8(input)).toBeUndefined()
  })

  it('refuses to encode lone surrogates, which have no UTF-8 form', () => {
    expect(encodeUtf8('a\uD800')).toBeUndefined()
    expect(encodeUtf8('\uDC00b')).toBeUndefined()
    expect(encodeUtf8('\uD83C\uDF5C')).toEqual(bytes(0xf0, 0x9f, 0x8d, 0x9c))
  })
})
