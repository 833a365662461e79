// The README opens with an example of the API that runs, then shows the command line: this test
// runs the example against the sources, and checks the README documents every export.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const readme = readFileSync(join(here, '..', 'README.md'), 'utf8')

describe('README', () => {
  it('opens with a runContract example that runs and passes, then the command line against the one local ledger', async () => {
    const firstSection = readme.indexOf('\n## ')
    const commandLine = readme.indexOf('```sh\nnpx -p @ledgernet/sandbox ledgernet-sandbox --admin admin:secret')
    expect(commandLine).toBeGreaterThan(readme.indexOf('```ts'))
    expect(readme.indexOf('npx -p @ledgernet/cli ledgernet contract', commandLine)).toBeGreaterThan(commandLine)
    expect(readme.indexOf('```ts')).toBeLessThan(firstSection)
    const example = /```ts\n([\s\S]*?)```/.exec(readme)![1]!
    // Written beside the tests so that its package imports resolve from this package.
    const file = join(here, '..', 'test', `readme-example-${process.pid}.ts`)
    writeFileSync(file, example.replace("'@ledgernet/contract'", "'../src/index.js'"))
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      await import(pathToFileURL(file).href)
      expect(log.mock.calls).toEqual([[true, 0]])
    } finally {
      log.mockRestore()
      rmSync(file, { force: true })
    }
  })

  it('documents every export', async () => {
    const api = await import('./index.js')
    const missing = Object.keys(api).filter((name) => !readme.includes(`\`${name}`) && !readme.includes(` ${name}(`))
    expect(missing).toEqual([])
  })
})
