/**
 * A JSON record as indented `key: value` lines, for the human form of node and v0 answers that
 * have no better summary (`node system`, `node universe`). Arrays of scalars stay on one line;
 * arrays of objects list their items under `- `.
 *
 * @example
 * formatRecord({ agent: { name: 'ledgernet-sandbox', version: 100 }, planck: 28 })
 * // ['agent:', '  name: ledgernet-sandbox', '  version: 100', 'planck: 28']
 */
export function formatRecord(value: unknown, indent = ''): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}(none)`]
    if (value.every((item) => !isObject(item))) return [`${indent}${value.map(scalar).join(', ')}`]
    return value.flatMap((item) => {
      const lines = formatRecord(item, `${indent}  `)
      return [`${indent}- ${lines[0]!.trimStart()}`, ...lines.slice(1)]
    })
  }
  if (!isObject(value)) return [`${indent}${scalar(value)}`]
  const lines: string[] = []
  for (const [key, item] of Object.entries(value)) {
    if (isObject(item) || (Array.isArray(item) && item.some(isObject)))
      lines.push(`${indent}${key}:`, ...formatRecord(item, `${indent}  `))
    else
      lines.push(
        `${indent}${key}: ${Array.isArray(item) ? (item.length ? item.map(scalar).join(', ') : '(none)') : scalar(item)}`,
      )
  }
  return lines.length ? lines : [`${indent}(empty)`]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function scalar(value: unknown): string {
  if (value === '') return '""'
  if (typeof value === 'string') return value
  if (typeof value === 'bigint') return value.toString()
  return JSON.stringify(value) ?? String(value)
}
