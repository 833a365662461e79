import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8')

/** The first code block of the README after `marker`. */
function recipe(marker: string, language: 'ts' | 'js'): string {
  const section = readme.slice(readme.indexOf(marker))
  // A title may follow the language (```ts [sandbox.test.ts]: a test file, as the examples check reads it).
  return new RegExp(`\`\`\`${language}(?: \\[[^\\]\\n]*\\])?\\n([\\s\\S]*?)\`\`\``).exec(section)![1]!
}

/**
 * Runs `run` in a scratch project where `@ledgernet/sandbox` resolves to this package, as it does
 * for a user who installed it (its `node_modules/@ledgernet/sandbox` links here).
 */
function inProject<T>(run: (dir: string) => T): T {
  const dir = mkdtempSync(join(packageDir, '.recipe-'))
  try {
    mkdirSync(join(dir, 'node_modules', '@ledgernet'), { recursive: true })
    symlinkSync(packageDir, join(dir, 'node_modules', '@ledgernet', 'sandbox'), 'dir')
    return run(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const tool = (path: string) => join(packageDir, 'node_modules', path)

describe('the README recipes of "Testing your app against the sandbox" run as written', () => {
  it('vitest: each test on a clean ledger', () => {
    const output = inProject((dir) => {
      writeFileSync(join(dir, 'recipe.test.ts'), recipe('**vitest**', 'ts'))
      return execFileSync(
        process.execPath,
        [tool('vitest/vitest.mjs'), 'run', '--root', dir, '--reporter', 'verbose'],
        { encoding: 'utf8', timeout: 120_000 },
      )
    })
    expect(output).toMatch(/2 passed/)
  })

  it('vitest: files in parallel workers, each on its own in-memory ledger, with no port', () => {
    // Each file marks that it runs, then waits for the other's mark: two files that ran one after
    // the other would wait in vain. Meanwhile each holds its own balance of the same account.
    const file = (name: string, other: string, balance: number) => `import { existsSync, writeFileSync } from 'node:fs'
import { useSandbox } from '@ledgernet/sandbox/vitest'
import { expect, it } from 'vitest'

const sandbox = useSandbox({ accounts: 2 })

it('${name} keeps its own balance while the other file, in another worker, writes its own', async () => {
  const [alice] = sandbox().accounts
  await sandbox().setBalance(alice.address, ${balance}n)
  writeFileSync(new URL('./${name}.running', import.meta.url), String(process.pid))
  await expect.poll(() => existsSync(new URL('./${other}.running', import.meta.url)), { timeout: 60_000, interval: 20 }).toBe(true)
  expect(sandbox().balanceOf(alice.address)).toBe(${balance}n)
  expect(sandbox()).not.toHaveProperty('port')
})
`
    const { output, workers } = inProject((dir) => {
      writeFileSync(join(dir, 'one.test.ts'), file('one', 'two', 1))
      writeFileSync(join(dir, 'two.test.ts'), file('two', 'one', 2))
      const output = execFileSync(
        process.execPath,
        [tool('vitest/vitest.mjs'), 'run', '--root', dir, '--reporter', 'verbose', '--maxWorkers', '2'],
        { encoding: 'utf8', timeout: 120_000 },
      )
      return { output, workers: ['one', 'two'].map((name) => readFileSync(join(dir, `${name}.running`), 'utf8')) }
    })
    expect(output).toMatch(/2 passed/)
    expect(workers[0]).not.toBe(workers[1])
  })

  it('node:test: each test on a clean ledger, and the process exits when the file is done', () => {
    const output = inProject((dir) => {
      writeFileSync(join(dir, 'recipe.test.mjs'), recipe('**node:test**', 'js'))
      return execFileSync(process.execPath, ['--test', '--test-reporter=tap', join(dir, 'recipe.test.mjs')], {
        encoding: 'utf8',
        timeout: 120_000,
      })
    })
    expect(output).toMatch(/# pass 2/)
    expect(output).toMatch(/# fail 0/)
  })

  it('Jest (ESM): the same recipe with its globals', () => {
    const result = inProject((dir) => {
      writeFileSync(join(dir, 'recipe.test.mjs'), recipe('**Jest**', 'js'))
      return spawnSync(
        process.execPath,
        [
          '--experimental-vm-modules',
          tool('jest/bin/jest.js'),
          '--rootDir',
          dir,
          '--testRegex',
          'recipe\\.test\\.mjs$',
          '--config',
          '{"transform":{}}',
        ],
        { encoding: 'utf8', timeout: 120_000 },
      )
    })
    expect(result.status, result.stderr).toBe(0)
    // Jest reports on stderr.
    expect(result.stderr).toMatch(/Tests:\s+1 passed, 1 total/)
  })
})
