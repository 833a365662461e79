/**
 * A JSDoc block from lines of text (blank lines kept, `*​/` defused), indented by `indent`.
 * Returns an empty string when there is nothing to say.
 *
 * @example
 * docComment(['The amount.', '', '@example', "'1000'"])
 */
export function docComment(lines: readonly string[], indent = ''): string {
  const text = lines.flatMap((line) => line.replace(/\*\//g, '*\\/').split('\n'))
  while (text.length && text[text.length - 1]!.trim() === '') text.pop()
  if (text.length === 0) return ''
  return `${[
    `${indent}/**`,
    ...text.map((line) => `${indent} *${line ? ` ${line.trimEnd()}` : ''}`),
    `${indent} */`,
  ].join('\n')}\n`
}

/**
 * A value as it reads in a doc comment example: compact JSON when short, indented JSON otherwise.
 *
 * @example
 * exampleJson({ epoch: 3 }) // '{ "epoch": 3 }'
 */
export function exampleJson(value: unknown): string {
  const compact = JSON.stringify(value)
  if (compact === undefined) return 'undefined'
  if (compact.length <= 80)
    return compact
      .replace(/^\{(.+)\}$/, '{ $1 }')
      .replace(/":/g, '": ')
      .replace(/,"/g, ', "')
  return JSON.stringify(value, null, 2)
}

/**
 * A value as a one-line JavaScript literal (single quotes, bare keys where they are identifiers),
 * for examples that a tool re-indents or trims line by line.
 *
 * @example
 * exampleLiteral({ public_key: { hex: '03ec' }, symbol: 'gold' }) // "{ public_key: { hex: '03ec' }, symbol: 'gold' }"
 */
export function exampleLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(exampleLiteral).join(', ')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) =>
        `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key.replace(/[\\']/g, '\\$&')}'`}: ${exampleLiteral(item)}`,
    )
    return entries.length ? `{ ${entries.join(', ')} }` : '{}'
  }
  return typeof value === 'string'
    ? `'${value.replace(/[\\']/g, '\\$&')}'`
    : String(JSON.stringify(value) ?? 'undefined')
}
