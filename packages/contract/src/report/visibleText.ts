// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about control characters: it must name them
const invisible = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/**
 * `text` safe for a terminal: control characters (escape sequences, carriage returns, C1 codes)
 * and bidirectional controls written out visibly (`\x1b`, `\u202e`), so that a server's text
 * can neither move the cursor, retitle the window nor reorder what is shown. Line feeds and tabs
 * stay.
 *
 * @example
 * visibleText('\u001b]0;PWNED\u0007') // '\\x1b]0;PWNED\\x07'
 */
export function visibleText(text: string): string {
  return text.replace(invisible, (character) => {
    const code = character.codePointAt(0)!
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
}
