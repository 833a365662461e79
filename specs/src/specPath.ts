import { fileURLToPath } from 'node:url'
import { type SpecName, specFiles, specList } from './SpecName.js'

/**
 * The absolute path of a spec document on disk (it ships with the package).
 *
 * @example
 * import { readFileSync } from 'node:fs'
 * const text = readFileSync(specPath('gateway'), 'utf8')
 */
export function specPath(name: SpecName): string {
  // This module sits in src/ (tests) or dist/ (published); the documents sit one level up.
  return fileURLToPath(new URL(`../${specFiles[name]}`, import.meta.url))
}

/**
 * The absolute path of a spec's overlay (OpenAPI Overlay 1.0, from `codegen.config.json`), or
 * `undefined` when the spec has none.
 *
 * @example
 * overlayPath('gateway') // undefined
 */
export function overlayPath(name: SpecName): string | undefined {
  const entry = specList[name] as { readonly overlay?: string }
  return entry.overlay === undefined ? undefined : fileURLToPath(new URL(`../${entry.overlay}`, import.meta.url))
}
