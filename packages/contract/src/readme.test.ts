// The README opens with the command line and an example of the API that runs: this test runs the
// example against the sources, and checks the README documents every export.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const readme = readFileSync(join(here, '..', 'README.md'), 'utf8')

describe('README', () => {
  it('opens with the command line, then a runContract example that runs and passes', async () => {
    const firstSection = readme.indexOf('\n## ')
    expect(readme.indexOf('```sh\nnpx -p @ledgernet/cli ledgernet sandbox')).toBeGreaterThan(0)
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
