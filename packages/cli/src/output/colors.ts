import { terminalSafe } from '@ledgernet/errors'

/**
 * What starts a colour in a line the CLI composes, in place of the escape character: a private-use
 * character and a random word drawn once per process. The terminal module turns these marks into
 * escape sequences when it writes a line, after it has shown every other control character
 * visibly (`terminalSafe`): a server's or a user's text cannot colour anything, because it would
 * have to contain this process's random word, which is never printed.
 */
const mark = `\u{f8ff}${[...crypto.getRandomValues(new Uint8Array(12))].map((byte) => (byte % 36).toString(36)).join('')}[`

/** A mark and its SGR parameters (`31`, `1;2`): one of our colours. */
const marked = new RegExp(`${mark.replace(/[[\]\\]/g, '\\$&')}([0-9;]*)m`, 'g')

/**
 * Our colour functions (each the identity when colours are off), nesting as picocolors' do: an
 * inner colour's end re-opens the outer one.
 *
 * @example
 * const c: Colors = createColors(true)
 * terminal.say(`${c.green('✔')} done`)
 */
export type Colors = {
  readonly isColorSupported: boolean
  bold(text: string): string
  dim(text: string): string
  red(text: string): string
  green(text: string): string
  yellow(text: string): string
}

function formatter(open: string, close: string, reopen = open): (text: string) => string {
  const start = `${mark}${open}m`
  const end = `${mark}${close}m`
  return (text) => `${start}${text.split(end).join(`${end}${mark}${reopen}m`)}${end}`
}

/**
 * The colour functions writing marks (see {@link renderLine}), or the identity when `enabled` is false.
 *
 * @example
 * createColors(false).red('x') // 'x'
 */
export function createColors(enabled: boolean): Colors {
  const plain = (text: string) => text
  if (!enabled) return { isColorSupported: false, bold: plain, dim: plain, red: plain, green: plain, yellow: plain }
  return {
    isColorSupported: true,
    // Bold and dim share their end (22): ending one re-opens the other.
    bold: formatter('1', '22', '22;1'),
    dim: formatter('2', '22', '22;2'),
    red: formatter('31', '39'),
    green: formatter('32', '39'),
    yellow: formatter('33', '39'),
  }
}

/**
 * `line` without our colour marks: what it shows.
 *
 * @example
 * stripColors(createColors(true).green('ok')) // 'ok'
 */
export function stripColors(line: string): string {
  return line.replace(marked, '')
}

/**
 * A line as it is written to a terminal: each piece of text between our colours made safe
 * (`terminalSafe`: control characters shown as escapes, a piece longer than `maxLength` cut with
 * its size said — a bound for any text, above the shorter ones a message or a body is cut to
 * first), then our colour marks turned into escape sequences. The one way every line the CLI
 * prints reaches a stream.
 *
 * @example
 * renderLine(`${createColors(true).red('error:')} \u001b]0;PWNED\u0007`) // '\u001b[31merror:\u001b[39m \\x1b]0;PWNED\\x07'
 */
export function renderLine(line: string, maxLength = 4000): string {
  let rendered = ''
  let last = 0
  for (const match of line.matchAll(marked)) {
    rendered += terminalSafe(line.slice(last, match.index), { maxLength })
    rendered += `\u001b[${match[1]}m`
    last = match.index + match[0].length
  }
  return rendered + terminalSafe(line.slice(last), { maxLength })
}
