import { terminalSafe } from '@ledgernet/errors'
import { stripColors } from './colors.js'

/** What `text` shows on a terminal: without our colours, its control characters as escapes. */
function shown(text: string): string {
  return terminalSafe(stripColors(text), { maxLength: Number.POSITIVE_INFINITY })
}

/**
 * The visible width of `text`: its characters as the terminal shows them (colours take no room, a
 * control character takes the room of its escape, `\x1b`).
 *
 * @example
 * visibleWidth(createColors(true).green('ok')) // 2
 */
export function visibleWidth(text: string): number {
  return [...shown(text)].length
}

/**
 * `text` cut to `width` visible characters (with `…`), colours dropped when it has to be cut.
 *
 * @example
 * fitToWidth('transfer 5 XRD to ddx1qsprsa558…', 12) // 'transfer 5 …'
 */
export function fitToWidth(text: string, width: number): string {
  if (visibleWidth(text) <= width) return text
  return `${[...shown(text)].slice(0, Math.max(0, width - 1)).join('')}…`
}

/**
 * A plain-text table: a header row, a rule, then the rows, columns padded to their widest cell
 * (colour escapes do not count). Columns listed in `alignRight` (amounts, durations) are right-aligned.
 *
 * @example
 * formatTable(['step', 'status'], [['transfer', 'CONFIRMED']]).join('\n')
 * // step      status
 * // ────────  ─────────
 * // transfer  CONFIRMED
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: { alignRight?: readonly number[]; indent?: string } = {},
): string[] {
  const widths = header.map((title, column) =>
    Math.max(visibleWidth(title), ...rows.map((row) => visibleWidth(row[column] ?? ''))),
  )
  const right = new Set(options.alignRight ?? [])
  const indent = options.indent ?? ''
  const render = (cells: readonly string[]) =>
    indent +
    cells
      .map((cell, column) => {
        const padding = ' '.repeat(widths[column]! - visibleWidth(cell))
        return right.has(column) ? padding + cell : cell + padding
      })
      .join('  ')
      .trimEnd()
  return [render(header), indent + widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(render)]
}
