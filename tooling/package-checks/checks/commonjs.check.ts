import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { outputTail, runCommand } from '../src/runCommand.js'
import { typeCheckConsumer } from '../src/typeCheckConsumer.js'
import { checkFolder, consumerProject } from './consumers.js'
import { expectNoProblems } from './expectNoProblems.js'

const app = fileURLToPath(new URL('../commonjs/app.ts', import.meta.url))
const require = createRequire(import.meta.url)
const tsc = require.resolve('typescript/bin/tsc')
const nodeTypesRoot = dirname(dirname(require.resolve('@types/node/package.json')))

/** A CommonJS project (package.json "type": "commonjs") holding the app, inside the consumer of the packed tarballs. */
function commonjsProject(): string {
  const consumer = consumerProject()
  const dir = checkFolder('commonjs')
  writeFileSync(join(dir, 'package.json'), '{ "name": "commonjs-app", "private": true, "type": "commonjs" }\n')
  writeFileSync(join(dir, 'app.ts'), readFileSync(app, 'utf8'))
  // A second installed copy of @ledgernet/errors, under another name: another module instance
  // (in the app's own node_modules, so the project's stays as npm installed it).
  cpSync(join(consumer, 'node_modules', '@ledgernet', 'errors'), join(dir, 'node_modules', 'second-errors'), {
    recursive: true,
  })
  return dir
}

describe('a CommonJS TypeScript application, from the packed tarballs', () => {
  for (const resolution of ['node16', 'commonjs'] as const) {
    it(`type-checks under module ${resolution} (strict, skipLibCheck false)`, async () => {
      const dir = commonjsProject()
      expectNoProblems(await typeCheckConsumer(dir, resolution, 'node', ['app.ts']), `tsc (module ${resolution})`)
    }, 180_000)
  }

  it('compiled to CommonJS, runs a transfer, narrows errors by code and recognises errors across copies', async () => {
    const dir = commonjsProject()
    const options = [
      '--module',
      'node16',
      '--moduleResolution',
      'node16',
      '--target',
      'es2022',
      '--strict',
      '--skipLibCheck',
      '--types',
      'node',
      '--typeRoots',
      nodeTypesRoot,
      '--outDir',
      'out',
    ]
    const compiled = await runCommand(process.execPath, [tsc, ...options, 'app.ts'], { cwd: dir, timeout: 180_000 })
    expect(compiled.code, outputTail(compiled)).toBe(0)
    expect(readFileSync(join(dir, 'out', 'app.js'), 'utf8')).toMatch(/require\("@ledgernet\/flows"\)/)
    const run = await runCommand(process.execPath, [join(dir, 'out', 'app.js')], { cwd: dir, timeout: 90_000 })
    expect(run.code, outputTail(run)).toBe(0)
    expect(run.stdout).toContain('ok: commonjs')
  }, 300_000)
})
