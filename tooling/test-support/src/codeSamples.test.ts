import { describe, expect, it } from 'vitest'
import { codeSamples, expectedOutput } from './codeSamples.js'

describe('codeSamples', () => {
  it('lists every fenced block with its language, title and first line', () => {
    const page = '# x\n\n```ts [ledger.test.ts]\nconst a = 1\n```\n\ntext\n\n```sh\nls\n```\n'
    expect(codeSamples(page, 'guide/x.md')).toEqual([
      { page: 'guide/x.md', line: 4, lang: 'ts', title: 'ledger.test.ts', code: 'const a = 1\n' },
      { page: 'guide/x.md', line: 10, lang: 'sh', title: undefined, code: 'ls\n' },
    ])
  })
})

describe('expectedOutput', () => {
  it("reads each console.log line's comment, in order", () => {
    expect(expectedOutput("const x = 1\nconsole.log(x + 1) // 2\nconsole.log('a', x) // a 1\n")).toEqual(['2', 'a 1'])
  })

  it('refuses a console.log that does not say what it prints', () => {
    expect(() => expectedOutput('console.log(1)\n')).toThrow(/does not say what it prints/)
  })
})
