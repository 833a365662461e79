/**
 * `text` with every known secret replaced by `[redacted]`: the last line of defence for what the
 * CLI prints about an error (the packages' errors never carry a secret in the first place).
 *
 * @example
 * redactSecrets('bad key abcd…', new Set(['abcd…'])) // 'bad key [redacted]'
 */
export function redactSecrets(text: string, secrets: ReadonlySet<string>): string {
  let result = text
  for (const secret of secrets) if (secret.length >= 4) result = result.split(secret).join('[redacted]')
  return result
}
