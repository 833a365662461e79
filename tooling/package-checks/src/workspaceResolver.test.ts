import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { repositoryRoot } from './repositoryRoot.js'
import { browserEntryOf, workspaceResolver } from './workspaceResolver.js'

describe('browserEntryOf', () => {
  it("picks the entry a browser bundler loads: crypto's default build, not its node one", () => {
    expect(browserEntryOf(repositoryRoot, '@ledgernet/crypto')).toBe(
      join(repositoryRoot, 'packages/crypto/dist/index.js'),
    )
  })

  it('refuses a specifier no workspace package exports', () => {
    expect(() => browserEntryOf(repositoryRoot, '@ledgernet/nothing')).toThrow(
      'no package of the workspace exports @ledgernet/nothing',
    )
  })
})

describe('workspaceResolver', () => {
  it('bundles code written outside the packages against their built entries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledgernet-resolver-'))
    try {
      const file = join(dir, 'entry.ts')
      writeFileSync(
        file,
        "import { nativeTokenRri } from '@ledgernet/crypto'\nexport const xrd = nativeTokenRri('mainnet')\n",
      )
      const result = await build({
        entryPoints: [file],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        metafile: true,
        plugins: [workspaceResolver(repositoryRoot, dir)],
      })
      const inputs = Object.keys(result.metafile.inputs)
      expect(inputs.some((input) => input.includes('packages/crypto/dist/'))).toBe(true)
      expect(inputs.some((input) => input.includes('index.node.js'))).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
