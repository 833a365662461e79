import { builtinModules } from 'node:module'
import ts from 'typescript'

/**
 * The module specifiers a JavaScript or declaration file imports: static and dynamic `import`,
 * `export … from`, `require()` and `import('…')` types — read by TypeScript's own
 * pre-processor, so comments and strings are not mistaken for imports. `/// <reference
 * types="x" />` directives come back as `typeReferences`.
 *
 * @example
 * moduleSpecifiers("import { a } from './a.js'\nexport * from '@noble/hashes/sha2.js'").imports // ['./a.js', '@noble/hashes/sha2.js']
 */
export function moduleSpecifiers(text: string): { imports: string[]; typeReferences: string[] } {
  const info = ts.preProcessFile(text, true, true)
  // `createRequire(import.meta.url)('x')` loads a module (libsecp256k1's WebAssembly, read beside
  // its own file) without a `require` identifier, so the pre-processor cannot see it; a bundler
  // renames the function (`createRequire2`).
  const created = [...text.matchAll(/\bcreateRequire\d*\(import\.meta\.url\)\(\s*(['"])([^'"]+)\1\s*\)/g)].map(
    (match) => match[2]!,
  )
  return {
    imports: [...info.importedFiles.map((reference) => reference.fileName), ...created],
    typeReferences: info.typeReferenceDirectives.map((reference) => reference.fileName),
  }
}

/**
 * What a specifier points at: a file of the same package (relative, or through the package's own
 * `imports` map: `#ecdsa`), a Node built-in, or another package.
 *
 * @example
 * const target: SpecifierTarget = { kind: 'package', name: '@noble/hashes' }
 */
export type SpecifierTarget =
  | { kind: 'relative' }
  | { kind: 'internal'; name: string }
  | { kind: 'builtin'; name: string }
  | { kind: 'package'; name: string }

/**
 * Classifies a specifier: relative (`./x.js`), the package's own `imports` map (`#ecdsa`), a Node
 * built-in (`node:fs`, `fs`), or the name of the package it comes from (`@noble/hashes/sha2.js` →
 * `@noble/hashes`).
 *
 * @example
 * specifierTarget('@scure/base') // { kind: 'package', name: '@scure/base' }
 */
export function specifierTarget(specifier: string): SpecifierTarget {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return { kind: 'relative' }
  if (specifier.startsWith('#')) return { kind: 'internal', name: specifier }
  if (specifier.startsWith('node:')) return { kind: 'builtin', name: specifier }
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  if (builtinModules.includes(name)) return { kind: 'builtin', name }
  return { kind: 'package', name }
}
