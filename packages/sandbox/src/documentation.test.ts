import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { exportDocumentationProblems } from '@ledgernet/test-support/indexExports'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')

describe('documentation', () => {
  it('documents every export: a doc comment with an @example, and a mention in the README', () => {
    expect(exportDocumentationProblems(new URL('.', import.meta.url))).toEqual([])
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
})
