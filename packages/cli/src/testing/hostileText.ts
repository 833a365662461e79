import { terminalEscapes } from '@ledgernet/test-support/hostileServer'
import { expect } from 'vitest'

/**
 * What a hostile server (or a user) puts in a text to take over a terminal (`terminalEscapes`: a
 * window title, a cleared screen, colours, a carriage return over the line, a C1 CSI, a bidi
 * override), and an isolate, a zero-width space and DEL.
 */
export const hostile = `${terminalEscapes}\u2066iso\u2069\u200bzw\u007f`

/** How the terminal must show {@link hostile}: every such character as a visible escape. */
export const shownHostile =
  '\\x1b]0;PWNED-TITLE\\x07\\x1b[2J\\x1b[31mred\\x1b[0m\\rover\\x9b31m\\u202egnp.exe\\u2066iso\\u2069\\u200bzw\\x7f'

// Anything a terminal acts on or hides, but the newline that ends each line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this finds
const active = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** Fails unless `text` holds no character a terminal would act on (but `\n`), ESC included. */
export function expectSafe(text: string): void {
  const found = active.exec(text)
  expect(
    found,
    found
      ? `U+${found[0].charCodeAt(0).toString(16)} at ${found.index} in ${JSON.stringify(text.slice(Math.max(0, found.index - 40), found.index + 40))}`
      : '',
  ).toBeNull()
}
