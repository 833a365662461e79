/**
 * A name usable as a TypeScript type name, from a schema or operation name: PascalCase, letters
 * and digits only (`token-amount` → `TokenAmount`, `getSystem` → `GetSystem`).
 *
 * @example
 * typeName('deriveToken') // 'DeriveToken'
 */
export function typeName(name: string): string {
  const pascal = name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')
  return /^[0-9]/.test(pascal) || pascal === '' ? `T${pascal}` : pascal
}

/**
 * A name usable as a value (function, const, tuple element) name: camelCase.
 *
 * @example
 * valueName('ledger.statusOfTransaction') // 'ledgerStatusOfTransaction'
 */
export function valueName(name: string): string {
  const pascal = typeName(name)
  return pascal[0]!.toLowerCase() + pascal.slice(1)
}
