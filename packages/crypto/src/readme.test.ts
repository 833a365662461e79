// The README opens with an example that runs: this test runs it against the sources.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

describe('README', () => {
  it('opens with a five-line example that runs', async () => {
    const readme = readFileSync(join(here, '..', 'README.md'), 'utf8')
    const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(example).toBeDefined()
    expect(readme.indexOf('```ts')).toBeLessThan(readme.indexOf('\n## '))
    expect(example!.trim().split('\n')).toHaveLength(5)
    const directory = mkdtempSync(join(tmpdir(), 'ledgernet-readme-'))
    const file = join(directory, 'example.ts')
    writeFileSync(
      file,
      example!.replace("'@ledgernet/crypto'", JSON.stringify(pathToFileURL(join(here, 'index.ts')).href)),
    )
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      await import(pathToFileURL(file).href)
      const [address, der, valid] = log.mock.calls[0] ?? []
      expect(address).toMatch(/^ddx1/)
      expect(der).toMatch(/^30[0-9a-f]+$/)
      expect(valid).toBe(true)
    } finally {
      log.mockRestore()
      rmSync(directory, { recursive: true, force: true })
    }
  })
})

describe('README and doc comments', () => {
  it('mention every export', async () => {
    const readme = readFileSync(join(here, '..', 'README.md'), 'utf8')
    const api = await import('./index.js')
    const missing = Object.keys(api).filter((name) => !readme.includes(`\`${name}`) && !readme.includes(` ${name}(`))
    expect(missing).toEqual([])
  })
})
