/**
 * The characters besides the C0 controls that a terminal acts on or hides instead of showing: DEL,
 * C1 controls (U+009B is a one-character CSI), the bidirectional controls that reorder what is
 * shown (U+202E), zero-width and invisible format characters (not the joiners U+200C and U+200D
 * that scripts and emoji sequences need), line and paragraph separators and interlinear
 * annotations. JSON.stringify writes them as they are (it escapes only the C0 controls).
 */
export const terminalFormatCharacters =
  '\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b\\u200e\\u200f\\u2028-\\u202e\\u2060-\\u206f\\ufeff\\ufff9-\\ufffb'

/**
 * Every character a terminal acts on or hides: the C0 controls (ESC starts the sequences that set a
 * window's title, clear the screen or colour text; CR overwrites a line), the
 * {@link terminalFormatCharacters} and lone surrogate halves.
 */
const unsafe = new RegExp(
  `[\\u0000-\\u001f${terminalFormatCharacters}]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`,
  'g',
)

const named: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * What {@link terminalSafe} takes besides the text.
 *
 * @example
 * const options: TerminalSafeOptions = { maxLength: 200 }
 */
export type TerminalSafeOptions = {
  /** The most characters kept (default 2,000); a longer text is cut there and says its size. */
  maxLength?: number
}

/**
 * `text` as it may be shown on a terminal, whoever wrote it (a server's message, a token's name,
 * a value typed by a user): every character a terminal would act on or hide is shown as an escape
 * instead (`\x1b`, `\r`, `\x9b`, `\u202e`), so a text can neither run escape sequences (a window
 * title, a cleared screen, colours, a link) nor overwrite or reorder what is shown; a text longer
 * than `maxLength` characters is cut and says how long it was. Printable text, other scripts and
 * emoji are kept as they are.
 *
 * @example
 * terminalSafe('\u001b]0;PWNED\u0007done') // '\\x1b]0;PWNED\\x07done'
 * terminalSafe('x'.repeat(5000), { maxLength: 10 }) // 'xxxxxxxxxx… (cut: 5000 characters in all)'
 */
export function terminalSafe(text: string, options: TerminalSafeOptions = {}): string {
  const maxLength = options.maxLength ?? 2000
  // Never cut between the two halves of a character outside the BMP (an emoji).
  const end = /[\ud800-\udbff]/.test(text.charAt(maxLength - 1)) ? maxLength - 1 : maxLength
  const kept = text.length > maxLength ? text.slice(0, end) : text
  const shown = kept.replace(unsafe, (character) => named[character] ?? escapeOf(character))
  return kept === text ? shown : `${shown}… (cut: ${text.length} characters in all)`
}

function escapeOf(character: string): string {
  const code = character.charCodeAt(0)
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
}
