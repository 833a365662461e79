import { createRequire } from 'node:module'
import type * as AjvFormats from 'ajv-formats/dist/formats.js'

// ajv-formats is CommonJS: required rather than imported, so that a server's cold start skips the
// ESM loader's scan of its exports.
const { fullFormats } = createRequire(import.meta.url)('ajv-formats/dist/formats.js') as typeof AjvFormats

/**
 * The string formats the spec validator checks (ajv-formats' full set: `date-time`, `int64`,
 * `ipv4`, …), for ajv's standalone code: precompiled checks (`ledgernet-codegen validators`)
 * import them from here, so that they check formats exactly as `createSpecValidator` does.
 *
 * @example
 * specFormats['date-time'].validate('2026-11-24T09:21:07.512Z') // true
 */
export const specFormats = fullFormats
