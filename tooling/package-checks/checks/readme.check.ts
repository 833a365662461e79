// The root README's wallet example, exactly as written, the way a reader meets it: the packages
// its install line names installed from their tarballs, the block type-checked as a browser app,
// then run with Node against the packed `ledgernet-sandbox` (only the gateway URL replaced by the
// sandbox's), printing what its comment says. The block is the one the size budget measures.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { transform } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { readmeBlock } from '../src/readmeBlock.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { outputTail, runCommand } from '../src/runCommand.js'
import { startPackedSandbox } from '../src/startPackedSandbox.js'
import { typeCheckConsumer } from '../src/typeCheckConsumer.js'
import { checkFolder, consumerProject } from './consumers.js'
import { expectNoProblems } from './expectNoProblems.js'

const NAME = 'wallet example'
const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8')
const code = readmeBlock(readme, NAME)
/** The packages the example imports. */
const imported = [...new Set([...code.matchAll(/from '(@ledgernet\/[a-z0-9-]+)/g)].map((match) => match[1]!))].sort()
/** The packages of the last `npm install` line above the example. */
const above = readme.slice(0, readme.indexOf(`<!-- size-limit: ${NAME} -->`))
const installed = [...above.matchAll(/^npm install (.+)$/gm)].at(-1)?.[1]?.trim().split(/\s+/).sort()

describe(`the root README's ${NAME}`, () => {
  it('is preceded by an npm install line naming every package it imports', () => {
    expect(imported.length).toBeGreaterThan(0)
    expect(installed).toEqual(imported)
  })

  it('type-checks, then runs as written against a sandbox and prints what its comment says', async () => {
    const dir = checkFolder('readme')
    writeFileSync(join(dir, 'wallet.ts'), code)
    expectNoProblems(
      await typeCheckConsumer(dir, 'bundler', 'browser', ['wallet.ts']),
      'tsc (bundler, browser environment)',
    )
    const printed = /console\.log\(.*\) \/\/ (.+)$/m.exec(code)?.[1]
    expect(printed, 'the example ends with console.log(…) // what it prints').toBeDefined()
    const url = "'http://127.0.0.1:8080'"
    expect(code).toContain(url)
    const sandbox = await startPackedSandbox(consumerProject(), { roundMs: 20 })
    try {
      const runnable = code.replace(url, JSON.stringify(sandbox.gatewayUrl))
      const { code: javascript } = await transform(runnable, { loader: 'ts', format: 'esm', target: 'es2022' })
      writeFileSync(join(dir, 'wallet.mjs'), javascript)
      const run = await runCommand(process.execPath, [join(dir, 'wallet.mjs')], { cwd: dir, timeout: 90_000 })
      expect(run.code, outputTail(run)).toBe(0)
      expect(run.stdout.trim()).toBe(printed)
    } finally {
      await sandbox.stop()
    }
  })
})
