import { readFileSync } from 'node:fs'
import { docCommentOf, indexExports } from '@ledgernet/test-support/indexExports'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')

// Every name index.ts re-exports, with the file it comes from.
const exported = indexExports(new URL('.', import.meta.url))

describe('documentation', () => {
  it('finds the exports', () => {
    expect(exported.length).toBeGreaterThan(50)
  })

  it.each(exported)('%s has a doc comment with an @example', (name, file) => {
    const comment = docCommentOf(read(`./${file}.ts`), name)
    expect(comment, `${name} in ${file}.ts has no doc comment`).not.toBeNull()
    expect(comment).toContain('@example')
  })

  it('names every export in the README', () => {
    const readme = read('../README.md')
    for (const [name] of exported) expect(readme, name).toContain(name)
  })
})
