import { describe, expect, it } from 'vitest'
import { terminalSafeJson } from './terminalSafeJson.js'

describe('terminalSafeJson', () => {
  it('is exact JSON with no character a terminal acts on: C0 escaped by JSON, DEL, C1 and bidi controls as \\u too', () => {
    const hostile = '\u001b]0;PWNED\u0007 \u009b31m \u202eevil \u2028 \u007f \u2066x\u2069'
    const text = terminalSafeJson(JSON.stringify({ name: hostile }, null, 2))
    expect(JSON.parse(text)).toEqual({ name: hostile })
    expect(text).toBe('{\n  "name": "\\u001b]0;PWNED\\u0007 \\u009b31m \\u202eevil \\u2028 \\u007f \\u2066x\\u2069"\n}')
  })

  it('keeps printable text as it is: other scripts, emoji and their joiners', () => {
    const json = JSON.stringify({ name: 'Grüße, 東京, שלום, 👨‍👩‍👧' })
    expect(terminalSafeJson(json)).toBe(json)
  })
})
