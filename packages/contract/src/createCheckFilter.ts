/**
 * The selection `--only` makes: a check, a scenario or an operation is selected when one of the
 * patterns matches its id anywhere (case-insensitive; `*` matches anything). No pattern selects
 * everything.
 *
 * @example
 * const selected = createCheckFilter(['gateway.deriveToken', 'scenario *replay'])
 * selected('gateway.deriveToken › missing required field /body/symbol') // true
 */
export function createCheckFilter(only: string | readonly string[] | undefined): (id: string) => boolean {
  const patterns = (typeof only === 'string' ? [only] : (only ?? []))
    .flatMap((pattern) => pattern.split(','))
    .map((pattern) => pattern.trim())
    .filter(Boolean)
  if (patterns.length === 0) return () => true
  const expressions = patterns.map(
    (pattern) =>
      new RegExp(
        pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*'),
        'i',
      ),
  )
  return (id) => expressions.some((expression) => expression.test(id))
}
