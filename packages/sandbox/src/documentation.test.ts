import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { docCommentOf, indexExports } from '@ledgernet/test-support/indexExports'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')

// Every name index.ts re-exports, with the file it comes from.
const exported = indexExports(new URL('.', import.meta.url))

describe('documentation', () => {
  it.each(exported)('%s has a doc comment with an @example', (name, file) => {
    const comment = docCommentOf(read(`./${file}.ts`), name)
    expect(comment, `${name} in ${file}.ts has no doc comment`).not.toBeNull()
    expect(comment).toContain('@example')
  })

  it('names every export in the README', () => {
    const readme = read('../README.md')
    for (const [name] of exported) expect(readme, name).toContain(name)
  })

  it('opens the README with an example that runs', () => {
    const example = /^# @ledgernet\/sandbox\n\n```ts\n([\s\S]*?)```/.exec(read('../README.md'))?.[1]
    expect(example?.split('\n').filter(Boolean).length).toBe(5)
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', example!], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(output.trim()).toBe('pong ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md')
  })
})
