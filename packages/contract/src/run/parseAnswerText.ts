/** Deeper than any answer of the specs nests (they stay under 20 levels): a parser's or validator's recursion must not follow it. */
const maxDepth = 256

/**
 * An answer body read as JSON: `body` when it parses and nests at most 256 levels deep; `notJson`
 * when there is text that does not parse, or nests deeper. The depth is read from the text before
 * it is parsed, without recursion: a server's 10⁶-deep body is refused after 257 brackets, never
 * built (parsing it costs about 100 ms and tens of MB each time) nor followed by what checks it.
 * An empty body is neither.
 *
 * @example
 * parseAnswerText('{"a":1}') // { body: { a: 1 }, notJson: false }
 */
export function parseAnswerText(text: string): { body?: unknown; notJson: boolean } {
  if (text === '') return { notJson: false }
  if (!nestsWithin(text, maxDepth)) return { notJson: true }
  try {
    return { body: JSON.parse(text), notJson: false }
  } catch {
    return { notJson: true }
  }
}

/** Whether the brackets of `text` outside its strings nest at most `limit` deep (exact for JSON). */
function nestsWithin(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      // A backslash: the character after it is escaped.
      if (code === 0x5c) index++
      else if (code === 0x22) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return false
    } else if (code === 0x5d || code === 0x7d) depth--
  }
  return true
}
