/** Deeper than any answer of the specs nests (they stay under 20 levels): a parser's or validator's recursion must not follow it. */
const maxDepth = 256

/**
 * An answer body read as JSON: `body` when it parses and nests at most 256 levels deep (the
 * depth is measured without recursion, so that a server's 10⁶-deep body cannot exhaust the
 * stack of what checks it); `notJson` when there is text that does not parse, or nests deeper.
 * An empty body is neither.
 *
 * @example
 * parseAnswerText('{"a":1}') // { body: { a: 1 }, notJson: false }
 */
export function parseAnswerText(text: string): { body?: unknown; notJson: boolean } {
  if (text === '') return { notJson: false }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { notJson: true }
  }
  return depthWithin(body, maxDepth) ? { body, notJson: false } : { notJson: true }
}

function depthWithin(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (typeof current !== 'object' || current === null) continue
    if (depth >= limit) return false
    for (const item of Object.values(current))
      if (typeof item === 'object' && item !== null) stack.push([item, depth + 1])
  }
  return true
}
