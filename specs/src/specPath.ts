import { fileURLToPath } from 'node:url'
import { type SpecName, specFiles } from './SpecName.js'

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
