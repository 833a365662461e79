import { describe, expect, it } from 'vitest'
import { documentationGaps, loadSpec } from '../src/index.js'
import { documents } from './documents.js'

// (b) Every schema and operation is described and illustrated (docs/architecture.md, "Spec conventions").
describe.each(documents)('documentation of $id', ({ path }) => {
  it('leaves nothing undescribed or without an example', () => {
    expect(documentationGaps(loadSpec(path))).toEqual([])
  })
})
