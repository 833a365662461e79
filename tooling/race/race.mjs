// `pnpm bench` (the race): ledgernet beside anvil + viem on this machine, in one run, alternating
// so that whatever else the machine does falls on both alike.
//   1. spawn → first answer: the `ledgernet-sandbox` bin, anvil, and a bare `node -e 0` (Node's floor)
//   2. the root README's transfer, as written, against a default sandbox in its own process, and
//      viem's sendTransaction + waitForTransactionReceipt against anvil in its own: 200 each after
//      a warm-up, one of each in turn
//   3. the same transfer against an in-memory sandbox (createMemorySandbox's fetch), in a fresh process
//   4. a test file's start: `import('@ledgernet/sandbox')` and an in-memory sandbox's first answer,
//      in fresh processes (firstAnswer.mjs)
//   5. the suite race (suiteRace.mjs): 20 files × 5 tests, a fresh ledger per test, run by vitest with
//      its defaults, in memory, against the bin, and with viem against anvil
// Prints every figure, ratio and target with met / NOT met, the date and the load average.
// libsecp256k1 runs in its WebAssembly build, what an install of the packages gets; run with
// LEDGERNET_LIBSECP256K1=native (and the `secp256k1` package installed, as it is in this workspace)
// for the build an application that installs that addon gets.
// BENCH_RACE_TRANSFERS, BENCH_RACE_WARMUP, BENCH_RACE_MEMORY_WARMUP, BENCH_RACE_COLD_RUNS,
// BENCH_RACE_FIRST_RUNS and BENCH_SUITE_ROUNDS change the counts.

import { execFileSync, fork } from 'node:child_process'
import { createRequire } from 'node:module'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { coldStarts } from './coldStart.mjs'
import { raceSuites } from './suiteRace.mjs'
import { raceTransfers } from './transfers.mjs'

// What a user's install runs (its children inherit it): the WebAssembly build of libsecp256k1.
process.env.LEDGERNET_LIBSECP256K1 ??= 'webassembly'
const LIBSECP256K1 = process.env.LEDGERNET_LIBSECP256K1

const TRANSFERS = Number(process.env.BENCH_RACE_TRANSFERS ?? 200)
const WARMUP = Number(process.env.BENCH_RACE_WARMUP ?? 100)
const MEMORY_WARMUP = Number(process.env.BENCH_RACE_MEMORY_WARMUP ?? 1000)
const COLD_RUNS = Number(process.env.BENCH_RACE_COLD_RUNS ?? 21)
const FIRST_RUNS = Number(process.env.BENCH_RACE_FIRST_RUNS ?? 11)
const SUITE_ROUNDS = Number(process.env.BENCH_SUITE_ROUNDS ?? 3)

const require = createRequire(import.meta.url)
const anvil = join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
// The `ledgernet-sandbox` bin as the package declares it (what `npx ledgernet-sandbox` runs).
const sandboxPackage = require.resolve('@ledgernet/sandbox/package.json')
const sandboxBin = join(dirname(sandboxPackage), require(sandboxPackage).bin['ledgernet-sandbox'])

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const loadBefore = load()
const started = performance.now()

const cold = await coldStarts({ runs: COLD_RUNS, anvil, sandboxBin })
const race = await raceTransfers({ transfers: TRANSFERS, warmup: WARMUP, anvil, sandboxBin })
const memoryChild = fork(new URL('./memoryChild.mjs', import.meta.url), [String(TRANSFERS), String(MEMORY_WARMUP)])
const memory = await new Promise((resolve, reject) => {
  memoryChild.once('message', resolve)
  memoryChild.once('exit', (code) => reject(new Error(`the in-memory run exited ${code}`)))
})

const firstRuns = Array.from({ length: FIRST_RUNS }, () =>
  JSON.parse(
    execFileSync(process.execPath, [new URL('./firstAnswer.mjs', import.meta.url).pathname], { encoding: 'utf8' }),
  ),
)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const first = {
  importMs: median(firstRuns.map((run) => run.importMs)),
  totalMs: median(firstRuns.map((run) => run.totalMs)),
  cpuMs: median(firstRuns.map((run) => run.cpuMs)),
  answered: firstRuns.every((run) => run.status === 200),
}
const loadBeforeSuites = load()
const suites = await raceSuites({ rounds: SUITE_ROUNDS })
const suite = Object.fromEntries(suites.suites.map((entry) => [entry.name, entry]))

const ms = (value) => `${value.toFixed(1)} ms`
const seconds = (value) => `${(value / 1000).toFixed(2)} s`
const ratio = (value) => `${value.toFixed(2)}×`
const verdict = (ok) => (ok ? 'met' : 'NOT met')
const row = (label, value, target = '', ok) =>
  `  ${label.padEnd(52)}${value.padStart(10)}   ${target.padEnd(22)}${ok === undefined ? '' : verdict(ok)}`

const coldRatio = cold.sandbox / cold.node
const p50Ratio = race.ledgernet.p50 / race.viem.p50
const p99Ratio = race.ledgernet.p99 / race.viem.p99
const memorySuiteRatio = suite.memory.ms / suite.viem.ms
const firstOk = first.answered && first.totalMs <= 100
const suitesOk = suites.failures.length === 0
const targets = [
  coldRatio <= 1.5,
  p50Ratio <= 0.8,
  p99Ratio <= 1,
  memory.p50 <= 2,
  firstOk,
  suitesOk && memorySuiteRatio <= 0.3,
]
console.log(`
ledgernet against anvil + viem — ${new Date().toISOString()}
Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); anvil ${cold.anvilVersion}, viem ${race.viemVersion}; libsecp256k1: ${LIBSECP256K1}
load average (1, 5, 15 min) before: ${loadBefore}, after: ${load()}; ${((performance.now() - started) / 1000).toFixed(0)} s in all

spawn → first answer (median of ${cold.runs}, the three in turn)
${row('node -e 0 (spawn → exit): Node’s floor', ms(cold.node))}
${row('ledgernet-sandbox bin → first Gateway answer', ms(cold.sandbox), '≤ 1.5× node -e 0', coldRatio <= 1.5)}
${row('  ratio to node -e 0', ratio(coldRatio))}
${row('anvil → first JSON-RPC answer (native)', ms(cold.anvil))}
${row('  ledgernet / anvil', ratio(cold.sandbox / cold.anvil))}

the root README's transfer → CONFIRMED, against a default sandbox in its own process, beside viem's
sendTransaction + waitForTransactionReceipt against anvil in its own: ${race.ledgernet.count} each, in turn, after ${WARMUP} each
${row('ledgernet p50', ms(race.ledgernet.p50))}
${row('anvil + viem p50', ms(race.viem.p50))}
${row('  ratio p50', ratio(p50Ratio), '≤ 0.8×', p50Ratio <= 0.8)}
${row('ledgernet p99', ms(race.ledgernet.p99))}
${row('anvil + viem p99', ms(race.viem.p99))}
${row('  ratio p99', ratio(p99Ratio), '≤ 1×', p99Ratio <= 1)}
${row('ledgernet client CPU / transfer (this process)', ms(race.ledgernet.clientCpu))}
${row('anvil + viem client CPU / transfer (this process)', ms(race.viem.clientCpu))}
${row('ledgernet sandbox CPU / transfer (its process)', ms(race.ledgernet.serverCpu))}
${row('anvil CPU / transfer (its process)', ms(race.viem.serverCpu))}

the same transfer against an in-memory sandbox (createMemorySandbox's fetch, in a fresh process of its own):
${memory.count} after ${MEMORY_WARMUP} (client and engine share the process, so V8 has more to compile before the steady state)
${row('p50', ms(memory.p50), '≤ 2 ms', memory.p50 <= 2)}
${row('p99', ms(memory.p99))}
${row('CPU / transfer (client and sandbox, one process)', ms(memory.clientCpu))}
${row(`the first ${memory.first.count} of that process: p50 / p99`, `${memory.first.p50.toFixed(1)} / ${memory.first.p99.toFixed(1)} ms`)}

a test file's start (fresh processes, median of ${FIRST_RUNS}): import('@ledgernet/sandbox'), then an in-memory
sandbox's first answer (a Gateway build), timed inside the process
${row('import', ms(first.importMs))}
${row('import + first answer', ms(first.totalMs), '≤ 100 ms', firstOk)}
${row('  its CPU', ms(first.cpuMs))}

the suite race: ${suites.files} files × 5 tests, a fresh ledger per test, three transfers and a balance read per test,
\`vitest run\` with its defaults, median of ${SUITE_ROUNDS} rounds in turn (load average before: ${loadBeforeSuites}, after: ${load()})
${suites.suites.map((entry) => `${row(entry.label, seconds(entry.ms))}   [${entry.runs.map(seconds).join(', ')}]`).join('\n')}
${row('  in memory / viem + anvil', ratio(memorySuiteRatio), '≤ 0.3×', suitesOk && memorySuiteRatio <= 0.3)}
${row('  the bin / viem + anvil', ratio(suite.bin.ms / suite.viem.ms))}
${row("  above vitest's floor: in memory / viem + anvil", ratio((suite.memory.ms - suite.empty.ms) / (suite.viem.ms - suite.empty.ms)))}
${suites.failures.length > 0 ? `\nsuites that did not pass all their tests:\n${suites.failures.join('\n\n')}\n` : ''}
targets met: ${targets.filter(Boolean).length} of ${targets.length}
`)
