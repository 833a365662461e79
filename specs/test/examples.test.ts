import { describe, expect, it } from 'vitest'
import { collectExamples, createSpecValidator, loadSpec } from '../src/index.js'
import { documents } from './documents.js'

// (a) Every example in every document matches the schema it illustrates.
describe.each(documents)('examples of $id', ({ id, path }) => {
  const document = loadSpec(path)
  const examples = collectExamples(document)
  const validator = createSpecValidator({ document, id })

  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(0)
  })

  it('compiles every schema of every operation (validators otherwise compile on first use)', () => {
    expect(() => validator.compileAll()).not.toThrow()
  })

  it.each(examples.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    const issues = validator.validateSchema(example.schema, example.value)
    expect(issues.map((issue) => `${issue.path || '/'} ${issue.message}`)).toEqual([])
  })
})
