import { describe, expect, it } from 'vitest'
import { terminalSafe } from './terminalSafe.js'

describe('terminalSafe', () => {
  it('shows every character a terminal acts on as a visible escape', () => {
    expect(terminalSafe('\u001b]0;PWNED-TITLE\u0007\u001b[2J')).toBe('\\x1b]0;PWNED-TITLE\\x07\\x1b[2J')
    expect(terminalSafe('a\rb\nc\td\u0000e\u007f')).toBe('a\\rb\\nc\\td\\x00e\\x7f')
    // C1 controls: U+009B is a CSI of its own, U+009D an OSC.
    expect(terminalSafe('\u009b31m\u009d0;x\u009c')).toBe('\\x9b31m\\x9d0;x\\x9c')
  })

  it('neutralises bidi controls, invisible format characters and lone surrogate halves', () => {
    expect(terminalSafe('abc\u202edcba\u202c \u2066x\u2069 \u200fy\u200e')).toBe(
      'abc\\u202edcba\\u202c \\u2066x\\u2069 \\u200fy\\u200e',
    )
    expect(terminalSafe('a\u200bb\ufeffc\u2028d\u00ade')).toBe('a\\u200bb\\ufeffc\\u2028d\\xade')
    expect(terminalSafe('x\ud800y\udc00')).toBe('x\\ud800y\\udc00')
  })

  it('keeps printable text as it is: other scripts, emoji and their joiners, quotes and backslashes', () => {
    const text = 'Grüße, 東京, שלום, 👨‍👩‍👧, "quoted" \\ path\\to'
    expect(terminalSafe(text)).toBe(text)
    expect(terminalSafe(terminalSafe('\u001b[31m'))).toBe('\\x1b[31m')
  })

  it('cuts a long text and says how long it was, never between the halves of an emoji', () => {
    const megabyte = 'x'.repeat(1_048_576)
    expect(terminalSafe(megabyte)).toBe(`${'x'.repeat(2000)}… (cut: 1048576 characters in all)`)
    expect(terminalSafe('abcdef', { maxLength: 3 })).toBe('abc… (cut: 6 characters in all)')
    expect(terminalSafe('ab😀cd', { maxLength: 3 })).toBe('ab… (cut: 6 characters in all)')
    expect(terminalSafe('abc', { maxLength: 3 })).toBe('abc')
  })
})
