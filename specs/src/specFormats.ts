import { fullFormats } from 'ajv-formats/dist/formats.js'

// Imported as a module, so that it runs in any runtime (bundlers convert ajv-formats' CommonJS);
// Node loads `specFormats.node.ts` instead.

/**
 * The string formats the spec validator checks (ajv-formats' full set: `date-time`, `int64`,
 * `ipv4`, …), for ajv's standalone code: precompiled checks (`ledgernet-codegen validators`)
 * import them from here, so that they check formats exactly as `createSpecValidator` does.
 *
 * @example
 * specFormats['date-time'].validate('2026-11-24T09:21:07.512Z') // true
 */
export const specFormats = fullFormats
