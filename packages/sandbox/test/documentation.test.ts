import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { docCommentOf, exportDocumentationProblems } from '@ledgernet/test-support/indexExports'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')
const srcDir = new URL('../src/', import.meta.url)

describe('documentation', () => {
  it('documents every export: a doc comment with an @example, and a mention in the README', () => {
    expect(exportDocumentationProblems(srcDir)).toEqual([])
  })

  it('documents the Node entry’s own exports the same way, and exports the same names in both entries', async () => {
    const nodeEntry = read('../src/index.node.ts')
    const own = [...nodeEntry.matchAll(/export (?:type )?\{([^}]+)\} from '\.\/([^']+)\.js'/g)].flatMap(
      ([, names, file]) => names!.split(',').map((name) => [name.trim(), file!] as const),
    )
    expect(own.length).toBeGreaterThan(0)
    for (const [name, file] of own) expect(docCommentOf(read(`../src/${file}.ts`), name), name).toContain('@example')
    const [portable, node] = await Promise.all([import('../src/index.js'), import('../src/index.node.js')])
    expect(Object.keys(node).sort()).toEqual(Object.keys(portable).sort())
  })

  it('opens the README with an example that runs', () => {
    const example = /^# @ledgernet\/sandbox\n\n```ts\n([\s\S]*?)```/.exec(read('../README.md'))?.[1]
    expect(example?.split('\n').filter(Boolean).length).toBe(5)
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', example!], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(output.trim()).toBe(`pong ${developmentAccounts[0].address}`)
  })

  it('runs the in-memory example as written, and prints what its comment says', () => {
    const section = read('../README.md').split('## In memory, in any runtime')[1]!
    const example = /```ts\n([\s\S]*?)```/.exec(section)![1]!
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', example], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      timeout: 15_000,
    })
    // What the console.log line's comment says it prints.
    expect(output.trim()).toBe(/console\.log\(.*\) \/\/ (.*)/.exec(example)?.[1])
  })
})
