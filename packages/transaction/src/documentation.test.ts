import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { exportDocumentationProblems, indexExports } from '@ledgernet/test-support/indexExports'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')
const srcDir = new URL('.', import.meta.url)

describe('documentation', () => {
  it('documents every export: a doc comment with an @example, and a mention in the README', () => {
    expect(indexExports(srcDir).length).toBeGreaterThan(60)
    expect(exportDocumentationProblems(srcDir)).toEqual([])
  })

  it('opens the README with an example that runs', () => {
    const readme = read('../README.md')
    const example = /^# @ledgernet\/transaction\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(example).toBeDefined()
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', example as string], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    })
    expect(output).toMatch(/^[0-9a-f]{64}\nTransferTokens\n$/)
  })
})
