import { describe, expect, it } from 'vitest'
import { toJsonText } from './toJsonText.js'

describe('toJsonText', () => {
  it('writes bigints as decimal strings and bytes as hex', () => {
    expect(JSON.parse(toJsonText({ fee: 5n, bytes: new Uint8Array([1, 255]) }))).toEqual({ fee: '5', bytes: '01ff' })
  })

  it('is exact JSON with no character a terminal acts on: C0 escaped by JSON, C1 and bidi controls as \\u too', () => {
    const hostile = '\u001b]0;PWNED\u0007 \u009b31m \u202eevil \u2028 \u007f'
    const text = toJsonText({ name: hostile })
    expect(JSON.parse(text)).toEqual({ name: hostile })
    expect(text).toBe('{\n  "name": "\\u001b]0;PWNED\\u0007 \\u009b31m \\u202eevil \\u2028 \\u007f"\n}')
  })
})
