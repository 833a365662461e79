import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { docCommentOf, indexExports } from '@ledgernet/test-support/indexExports'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')

// Every name index.ts re-exports, with the file it comes from.
const exported = indexExports(new URL('.', import.meta.url))

describe('documentation', () => {
  it('finds the exports', () => {
    expect(exported.length).toBeGreaterThan(60)
  })

  it.each(exported)('%s has a doc comment with an @example', (name, file) => {
    const comment = docCommentOf(read(`./${file}.ts`), name)
    expect(comment, `${name} in ${file}.ts has no doc comment`).not.toBeNull()
    expect(comment).toContain('@example')
  })

  it('lists every export in the README', () => {
    const readme = read('../README.md')
    for (const [name] of exported) expect(readme, name).toContain(name)
  })

  it('opens the README with an example that runs', () => {
    const readme = read('../README.md')
    const example = /^# @ledgernet\/transaction\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(example).toBeDefined()
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', example as string], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    })
    expect(output).toMatch(/^[0-9a-f]{64} \{/)
    expect(output).toContain("type: 'TransferTokens'")
  })
})
