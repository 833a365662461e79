import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Whether a built file of the package in `dir` (its `dist/`, CommonJS faces aside) imports `name`
 * (or a subpath of it) with an `import`/`export … from` or a dynamic `import()`: what an entry point
 * needs. A module loaded only with `createRequire(…)(…)` inside a try is an optional path, not this.
 *
 * @example
 * importsStatically('/repo/packages/sandbox', 'vitest') // true: dist/vitest.js imports it
 */
export function importsStatically(dir: string, name: string): boolean {
  const dist = join(dir, 'dist')
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.js') && !file.startsWith('cjs/'),
  )
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const pattern = new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(\\s*)(['"])${escaped}(?:/[^'"]*)?\\1`)
  return files.some((file) => pattern.test(readFileSync(join(dist, file), 'utf8')))
}
