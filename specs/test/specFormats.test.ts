import { expect, it } from 'vitest'
import { specFormats } from '../src/specFormats.js'
import { specFormats as nodeSpecFormats } from '../src/specFormats.node.js'

it('gives the same string formats in any runtime (imported) as on Node (required)', () => {
  expect(Object.keys(specFormats)).toEqual(Object.keys(nodeSpecFormats))
  expect(specFormats).toBe(nodeSpecFormats) // one module instance of ajv-formats, whichever way it was loaded
})
