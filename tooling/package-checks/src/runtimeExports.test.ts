import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runtimeExports } from './runtimeExports.js'

/** A consumer project with `@x/a` installed; `@x/a` imports `@x/b`, installed only when asked. */
function project(withSibling: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-'))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))
  const install = (name: string, code: string) => {
    const pkg = join(dir, 'node_modules', name)
    mkdirSync(pkg, { recursive: true })
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name, type: 'module', exports: { '.': './index.js' } }))
    writeFileSync(join(pkg, 'index.js'), code)
  }
  install('@x/a', "import { b } from '@x/b'\nexport const a = () => b\nexport class Thing {}\n")
  if (withSibling) install('@x/b', 'export const b = 1\n')
  return dir
}

describe('runtimeExports', () => {
  it('answers the sorted export names of each entry point, imported by Node', async () => {
    expect(await runtimeExports(project(true), ['@x/a'])).toEqual({ '@x/a': ['Thing', 'a'] })
  })

  it('fails, quoting Node, when a package imports a sibling that is not installed with it', async () => {
    await expect(runtimeExports(project(false), ['@x/a'])).rejects.toThrow(/Cannot find package '@x\/b'/)
  })
})
