import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8')

describe('the README recipes of "Testing your app against the sandbox" run as written', () => {
  it('node:test: each test on a clean ledger, and the process exits when the file is done', () => {
    const section = readme.slice(readme.indexOf('**node:test**'))
    const recipe = /```js\n([\s\S]*?)```/.exec(section)![1]!
    // Written inside the package, so that `@ledgernet/sandbox` resolves as for a user.
    const dir = mkdtempSync(join(packageDir, '.recipe-'))
    try {
      writeFileSync(join(dir, 'recipe.test.mjs'), recipe)
      const output = execFileSync(process.execPath, ['--test', '--test-reporter=tap', join(dir, 'recipe.test.mjs')], { cwd: packageDir, encoding: 'utf8', timeout: 60_000 })
      expect(output).toMatch(/# pass 2/)
      expect(output).toMatch(/# fail 0/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
