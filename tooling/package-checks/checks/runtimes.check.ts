// The runtime matrix: Node 20 (the Node that runs these checks), Node 22, Deno 2 and Bun 1 — the
// last three installed from the npm registry as binaries inside packages (`src/installRuntimes.ts`)
// — each running the packed packages of the consumer project: the in-memory sandbox on all four
// interfaces and a transfer through the flows; `Deno.serve` and `Bun.serve` with the sandbox's
// `fetch` as the sandbox's README shows them; the README's test-helper blocks under each runtime's
// own test runner (`node --test`, `deno test`, `bun test`); and signatures and hashes over edge
// inputs, which must be the same bytes everywhere and the same as the portable path's (the browser
// bundle of the same code).
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { codeSamples } from '@ledgernet/test-support/codeSamples'
import { beforeAll, describe, expect, it } from 'vitest'
import { bundleForBrowser } from '../src/bundleForBrowser.js'
import { installRuntimes, type RuntimeBinaries } from '../src/installRuntimes.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { type CommandResult, outputTail, runCommand } from '../src/runCommand.js'
import { checkFolder } from './consumers.js'

type Runtime = { name: string; command: (file: string) => [string, string[]] }

let dir: string
let binaries: RuntimeBinaries
let runtimes: Runtime[]
const readme = readFileSync(join(repositoryRoot, 'packages/sandbox/README.md'), 'utf8')

beforeAll(async () => {
  dir = checkFolder('runtimes')
  const fixtures = join(repositoryRoot, 'tooling/package-checks/runtimes')
  for (const file of readdirSync(fixtures)) copyFileSync(join(fixtures, file), join(dir, file))
  binaries = await installRuntimes(join(repositoryRoot, 'node_modules/.cache/ledgernet-runtimes'))
  // `deno test` type-checks `node:` imports against @types/node, which a Deno project that tests
  // with node:test installs for itself (Deno asks for it): this folder is such a project, inside
  // the consumer project whose node_modules hold the packed packages.
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
  const types = await runCommand(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '@types/node@20.19.43'],
    { cwd: dir, timeout: 120_000 },
  )
  expect(types.code, outputTail(types)).toBe(0)
  runtimes = [
    { name: 'node', command: (file) => [process.execPath, [file]] },
    { name: 'node', command: (file) => [binaries.node22, [file]] },
    { name: 'deno', command: (file) => [binaries.deno, ['run', '--allow-all', file]] },
    { name: 'bun', command: (file) => [binaries.bun, [file]] },
  ]
}, 600_000)

/** Runs a file with a runtime in the runtime folder; fails with its output unless it exits 0. */
async function run(runtime: Runtime, file: string, env: Record<string, string> = {}): Promise<CommandResult> {
  const [command, args] = runtime.command(file)
  const result = await runCommand(command, args, { cwd: dir, timeout: 120_000, env: { NO_COLOR: '1', ...env } })
  expect(result.code, `${command} ${args.join(' ')}:\n${outputTail(result)}`).toBe(0)
  return result
}

/** The JSON line a runtime printed last (Deno.serve prints where it listens before it). */
function lastLine(result: CommandResult): Record<string, unknown> {
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** What the exercise sees on every runtime, in memory or over HTTP. */
const seen = {
  gateway: 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk',
  rpc: 'TRANSACTION_NOT_FOUND',
  nodeRest: ['pong', 'ledgernet-sandbox', 401],
  v0: true,
  transfer: ['CONFIRMED', 64, true],
}

describe('the runtime matrix: Node 20 and 22, Deno 2, Bun 1, on the packed packages', () => {
  const outcomes: Array<Record<string, unknown>> = []

  it('runs the in-memory sandbox on every runtime: four interfaces, a transfer through the flows, libsecp256k1', async () => {
    const names = ['node 20', 'node 22', 'deno', 'bun']
    for (const [index, runtime] of runtimes.entries()) {
      const outcome = lastLine(await run(runtime, 'inMemory.mjs'))
      expect(outcome, names[index]).toMatchObject({ runtime: runtime.name, ecdsa: 'libsecp256k1', seen })
      outcomes.push(outcome)
    }
  })

  it('signs and hashes the same bytes on every runtime, and as the portable path does', async () => {
    const bundle = await bundleForBrowser(
      dir,
      readFileSync(join(dir, 'portable.mjs'), 'utf8'),
      join(dir, 'portable.bundle.mjs'),
    )
    expect(bundle.inputs.some((input) => input.includes('tiny-secp256k1'))).toBe(false)
    const portable = lastLine(await run(runtimes[0]!, 'portable.bundle.mjs'))
    expect(portable).toMatchObject({ ecdsa: 'portable' })
    expect((portable.signatures as string[]).length).toBe(17)
    expect((portable.signatures as string[]).at(-1)).toBe('true false')
    for (const outcome of outcomes) expect(outcome.signatures).toEqual(portable.signatures)
  })

  it('serves the in-memory sandbox with Deno.serve and Bun.serve as the README shows, all four interfaces over HTTP', async () => {
    expect(readme).toContain('`Deno.serve({ port: 8080 }, sandbox.fetch)`')
    expect(readme).toContain('`Bun.serve({ port: 8080, fetch: sandbox.fetch })`')
    const served = readFileSync(join(dir, 'served.mjs'), 'utf8')
    expect(served).toContain('Deno.serve({ port }, sandbox.fetch)')
    expect(served).toContain('Bun.serve({ port, fetch: sandbox.fetch })')
    for (const runtime of runtimes.slice(2)) {
      const outcome = lastLine(await run(runtime, 'served.mjs', { RUNTIME_PORT: String(await freePort()) }))
      expect(outcome).toMatchObject({ runtime: runtime.name, seen, controls: 'string' })
    }
  })

  it('runs the README’s test-helper blocks under each runtime’s own test runner', async () => {
    const blocks = codeSamples(readme, 'packages/sandbox/README.md')
    const block = (marker: string) => {
      const found = blocks.find((sample) => sample.code.includes(marker))
      expect(found, marker).toBeDefined()
      return found!.code
    }
    writeFileSync(join(dir, 'nodeTest.test.mjs'), block("from 'node:test'"))
    writeFileSync(join(dir, 'jest.test.mjs'), block('useSandbox({ beforeAll, beforeEach, afterEach, afterAll }'))
    writeFileSync(join(dir, 'sandbox.test.ts'), block("from '@ledgernet/sandbox/vitest'"))
    // The testing guide's vitest files, as a reader saves them, under `bun test`.
    const guide = 'docs/guide/testing.md'
    const guideFiles = codeSamples(readFileSync(join(repositoryRoot, guide), 'utf8'), guide).filter((sample) =>
      sample.title?.endsWith('.test.ts'),
    )
    expect(guideFiles.map((sample) => sample.title)).toContain('clock.test.ts')
    for (const sample of guideFiles) writeFileSync(join(dir, `guide.${sample.title}`), sample.code)
    const guideTests = guideFiles.reduce((total, sample) => total + (sample.code.match(/^it\(/gm)?.length ?? 0), 0)
    const runners: Array<[string, string, string[], RegExp]> = [
      ['node 20 --test', process.execPath, ['--test', 'nodeTest.test.mjs'], /^# pass 2$/m],
      ['node 22 --test', binaries.node22, ['--test', 'nodeTest.test.mjs'], /^# pass 2$/m],
      ['deno test', binaries.deno, ['test', '--allow-all', 'nodeTest.test.mjs'], /ok \| 2 passed \| 0 failed/],
      ['bun test (Jest globals)', binaries.bun, ['test', './jest.test.mjs'], /^ 1 pass\n 0 fail/m],
      ['bun test (the vitest block)', binaries.bun, ['test', './sandbox.test.ts'], /^ 2 pass\n 0 fail/m],
      [
        'bun test (the testing guide)',
        binaries.bun,
        ['test', ...guideFiles.map((sample) => `./guide.${sample.title}`)],
        new RegExp(`^ ${guideTests} pass\\n 0 fail`, 'm'),
      ],
    ]
    for (const [name, command, args, passed] of runners) {
      const result = await runCommand(command, args, { cwd: dir, timeout: 120_000, env: { NO_COLOR: '1' } })
      expect(result.code, `${name}:\n${outputTail(result)}`).toBe(0)
      expect(`${result.stdout}\n${result.stderr}`, name).toMatch(passed)
    }
  })
})
