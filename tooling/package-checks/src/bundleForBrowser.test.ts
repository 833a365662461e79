import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleForBrowser } from './bundleForBrowser.js'

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'))
  const pkg = join(dir, 'node_modules', '@x', 'a')
  mkdirSync(pkg, { recursive: true })
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: '@x/a', type: 'module', exports: { '.': { node: './node.js', default: './index.js' } } }),
  )
  for (const [file, code] of Object.entries(files)) writeFileSync(join(pkg, file), code)
  return dir
}

describe('bundleForBrowser', () => {
  it('picks the default condition, never node, and lists what went in', async () => {
    const dir = project({
      'index.js': 'export const where = "browser"\n',
      'node.js': "import 'node:fs'\nexport const where = 'node'\n",
    })
    const bundle = await bundleForBrowser(
      dir,
      "import { where } from '@x/a'\nconsole.log(where)",
      join(dir, 'out', 'bundle.js'),
    )
    expect(bundle.inputs).toEqual(['node_modules/@x/a/index.js', 'entry.ts'])
    expect(bundle.bytes).toBeGreaterThan(0)
  })

  it('fails when the browser graph reaches a Node built-in', async () => {
    const dir = project({
      'index.js': "import { readFileSync } from 'node:fs'\nexport const where = readFileSync\n",
      'node.js': '',
    })
    await expect(
      bundleForBrowser(dir, "import { where } from '@x/a'\nconsole.log(where)", join(dir, 'out', 'bundle.js')),
    ).rejects.toThrow(/node:fs/)
  })
})
