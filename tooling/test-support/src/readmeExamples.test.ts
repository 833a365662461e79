import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { readmeExamples, runExample, runReadmeExample } from './readmeExamples.js'

const dir = mkdtempSync(join(tmpdir(), 'test-support-readme-'))
const packageDir = pathToFileURL(`${dir}/`)
writeFileSync(
  join(dir, 'README.md'),
  "# x\n\n```ts\nconsole.log('first', 'http://127.0.0.1:8080')\n```\n\ntext\n\n```ts\nconsole.log(2)\n```\n",
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('readmeExamples', () => {
  it('lists every ts block in order', () => {
    expect(readmeExamples(packageDir)).toEqual(["console.log('first', 'http://127.0.0.1:8080')\n", 'console.log(2)\n'])
  })

  it('runs the first block with its URL replaced, returns what it printed and leaves no file behind', async () => {
    expect(await runReadmeExample(packageDir, { 'http://127.0.0.1:8080': 'http://sandbox' })).toEqual([
      ['first', 'http://sandbox'],
    ])
    expect(readdirSync(join(dir, '.ledgernet-tmp'))).toEqual([])
  })

  it('refuses a replacement the example does not contain', async () => {
    await expect(runExample(packageDir, 'console.log(1)', { 'http://nowhere': 'x' })).rejects.toThrow(
      /does not contain http:\/\/nowhere/,
    )
  })
})
