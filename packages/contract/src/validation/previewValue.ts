/**
 * A value small enough for a report line: strings over 200 characters and structures over 400
 * characters of JSON are cut (a cut structure becomes its JSON text with `…`).
 *
 * @example
 * previewValue('ab'.repeat(500)) // 'abab…' (201 characters)
 */
export function previewValue(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 200) return `${value.slice(0, 200)}…`
  if (typeof value === 'object' && value !== null) {
    const text = JSON.stringify(value)
    if (text.length > 400) return `${text.slice(0, 400)}…`
  }
  return value
}
