// The suite race: the same test suite — 20 files × 5 tests, each test on a fresh ledger, three
// transfers and a balance read per test — run by vitest with its defaults (`vitest run`, a config
// that names only the global setup), written three ways: against the in-memory sandbox
// (`useSandbox`), against the `ledgernet-sandbox` bin (one per worker, snapshot/revert through its
// controls), and with viem against anvil (one per worker, snapshot/revert), as viem's own suite runs.
// The files are written from the templates in suite/ into .suites/ (not kept); the three suites
// run in turn, the order rotating every round; each suite's time is its `vitest run`, spawn to exit.
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs')
const FILES = 20
const TESTS = FILES * 5

/** The three suites: the template of their files and the global setup their config names. */
const SUITES = [
  { name: 'memory', label: 'ledgernet, in-memory sandbox (useSandbox)', setup: undefined, ledgernet: true },
  { name: 'bin', label: 'ledgernet, the ledgernet-sandbox bin', setup: 'binSetup.mjs', ledgernet: true },
  { name: 'viem', label: 'viem + anvil', setup: 'anvilSetup.mjs', ledgernet: false },
  { name: 'empty', label: "vitest's floor: the same 20 files × 5 tests, empty", setup: undefined, ledgernet: false },
]

/** Writes each suite's 20 files and its config into .suites/<name>/. */
function writeSuites() {
  const root = join(here, '.suites')
  rmSync(root, { recursive: true, force: true })
  for (const suite of SUITES) {
    const dir = join(root, suite.name)
    mkdirSync(dir, { recursive: true })
    for (let file = 1; file <= FILES; file++)
      copyFileSync(
        join(here, 'suite', `${suite.name}.test.mjs`),
        join(dir, `file${String(file).padStart(2, '0')}.test.mjs`),
      )
    const options = []
    if (suite.setup) options.push(`globalSetup: [${JSON.stringify(join(here, 'suite', suite.setup))}]`)
    // In a user's project the @ledgernet packages are in node_modules, which vitest loads with
    // Node as it is; here they are the workspace's packages/*/dist (pnpm links), which vitest would
    // transform instead: this says what an install says, nothing else.
    if (suite.ledgernet) options.push('server: { deps: { external: [/\\/packages\\/[^/]+\\/dist\\//] } }')
    writeFileSync(join(dir, 'vitest.config.mjs'), `export default { test: { ${options.join(', ')} } }\n`)
    suite.dir = dir
  }
}

/** Runs one suite with `vitest run`; its wall time (spawn → exit) and whether all 100 tests passed. */
function runSuite(suite) {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(
      process.execPath,
      [vitest, 'run', '--root', suite.dir, '--config', join(suite.dir, 'vitest.config.mjs')],
      {
        cwd: suite.dir,
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => {
      const ms = performance.now() - started
      const passed = code === 0 && new RegExp(`Tests\\s+${TESTS} passed`).test(output)
      resolve({ ms, passed, output })
    })
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Runs the three suites `rounds` times each, in turn (the order rotating), and answers each one's
 * median wall time, its runs, and the failures (a suite that did not pass all its tests).
 *
 * @param {{ rounds: number }} options
 */
export async function raceSuites({ rounds }) {
  writeSuites()
  const times = new Map(SUITES.map((suite) => [suite.name, []]))
  const failures = []
  for (let round = 0; round < rounds; round++) {
    const order = SUITES.map((_, index) => SUITES[(index + round) % SUITES.length])
    for (const suite of order) {
      const { ms, passed, output } = await runSuite(suite)
      times.get(suite.name).push(ms)
      if (!passed)
        failures.push(`${suite.label}, round ${round + 1}:\n${output.trim().split('\n').slice(-30).join('\n')}`)
    }
  }
  rmSync(join(here, '.suites'), { recursive: true, force: true })
  return {
    files: FILES,
    tests: TESTS,
    suites: SUITES.map((suite) => ({
      name: suite.name,
      label: suite.label,
      ms: median(times.get(suite.name)),
      runs: times.get(suite.name),
    })),
    failures,
  }
}
