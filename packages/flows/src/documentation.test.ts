import { exportDocumentationProblems, indexExports } from '@ledgernet/test-support/indexExports'
import { expect, it } from 'vitest'

const srcDir = new URL('.', import.meta.url)

it('documents every export: a doc comment with an @example, and a mention in the README', () => {
  expect(indexExports(srcDir).length).toBeGreaterThan(50)
  expect(exportDocumentationProblems(srcDir)).toEqual([])
})
