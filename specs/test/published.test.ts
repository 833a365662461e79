import { fixturePath } from '@ledgernet/test-support/fixturePath'
import { describe, expect, it } from 'vitest'
import {
  createSpecValidator,
  discriminatorProblems,
  loadSpec,
  normalizeSpec,
  type SpecDocument,
  unresolvedRefs,
} from '../src/index.js'
import { publishedSpecs } from './documents.js'

// A spec as its owner publishes it (`published` in codegen.config.json) is read as it is: it must
// normalize, every reference resolve, every discriminator be one TypeScript and ajv agree on, and
// every schema compile. Our house rules (descriptions and examples everywhere, redocly) are not
// its owner's and are not applied to it. The published-style fixtures are read the same way.
const published: [string, () => SpecDocument][] = [
  ...publishedSpecs.map((name): [string, () => SpecDocument] => [name, () => loadSpec(name)]),
  ...['nullable-3.0', 'discriminator-allof'].map((name): [string, () => SpecDocument] => [
    `fixture ${name}`,
    () => loadSpec(fixturePath(`keywords/${name}.yaml`)),
  ]),
]

describe.each(published)('%s', (name, load) => {
  it('is read as published: normalized, resolved, discriminated, compiled', () => {
    const document = normalizeSpec(load(), { file: name })
    expect(unresolvedRefs(document)).toEqual([])
    expect(discriminatorProblems(document)).toEqual([])
    expect(() => createSpecValidator({ document, id: name.replace(/\W/g, '-') }).compileAll()).not.toThrow()
  })
})
