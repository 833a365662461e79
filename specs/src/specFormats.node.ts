import { createRequire } from 'node:module'
import type * as AjvFormats from 'ajv-formats/dist/formats.js'

// The Node face of `specFormats.ts`: ajv-formats is CommonJS, required rather than imported, so that
// a server's cold start skips the ESM loader's handling of a CommonJS module (a few milliseconds).
const { fullFormats } = createRequire(import.meta.url)('ajv-formats/dist/formats.js') as typeof AjvFormats

/**
 * The string formats the spec validator checks (ajv-formats' full set: `date-time`, `int64`,
 * `ipv4`, …), for ajv's standalone code, as `specFormats.ts` gives them — loaded by `require`.
 *
 * @example
 * specFormats['date-time'].validate('2026-11-24T09:21:07.512Z') // true
 */
export const specFormats = fullFormats
