// `pnpm bench`, second part: 10,000 transfers from 50 concurrent clients (full Gateway flow)
// against the bin with a data directory, then the conservation check — every transaction's final
// status, every balance against the confirmed transfers, the supply against the sum of the
// balances — before and after a restart. Prints the throughput and the result; exits 1 when the
// ledger does not reconcile. Environment: CONSERVATION_TRANSFERS (10000), CONSERVATION_CLIENTS
// (50), BENCH_ROUND_MS (5).
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { reconcile, transferLoad } from './transferLoad.mjs'

const TRANSFERS = Number(process.env.CONSERVATION_TRANSFERS ?? 10_000)
const CLIENTS = Number(process.env.CONSERVATION_CLIENTS ?? 50)
const ROUND_MS = process.env.BENCH_ROUND_MS ?? '5'
const bin = fileURLToPath(new URL('../bin/ledgernet-sandbox.cjs', import.meta.url))

function start(args) {
  const child = spawn(process.execPath, [bin, '--port', '0', '--json', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({
        sandbox: JSON.parse(line),
        stop: () => {
          child.kill('SIGTERM')
          return exited
        },
      }),
    )
    exited.then((code) => reject(new Error(`the sandbox exited with ${code}`)))
  })
}

const directory = await mkdtemp(join(tmpdir(), 'ledgernet-bench-conservation-'))
const args = ['--round-ms', ROUND_MS, '--accounts', String(CLIENTS), '--data-dir', directory]
let problems = []
try {
  let running = await start(args)
  const loadBefore = loadavg()
  const started = performance.now()
  const load = await transferLoad({
    target: () => running.sandbox,
    accounts: running.sandbox.accounts,
    transfers: TRANSFERS,
    clients: CLIENTS,
  })
  const seconds = (performance.now() - started) / 1000
  const before = await reconcile({ sandbox: running.sandbox, submissions: load.submissions, reported: load.reported })
  await running.stop()
  running = await start(args)
  const after = await reconcile({ sandbox: running.sandbox, submissions: load.submissions, reported: load.reported })
  await running.stop()
  problems = [...before.problems, ...after.problems.map((problem) => `after the restart: ${problem}`)]
  const balancesVerdict = before.problems.some((problem) => problem.startsWith('account'))
    ? 'MISMATCH'
    : `every one of ${CLIENTS} = genesis − sent − fees + received over the CONFIRMED transfers`
  console.log(`
@ledgernet/sandbox conservation — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})
load average before: ${loadBefore.map((value) => value.toFixed(2)).join(' ')}, after: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}
${TRANSFERS} transfers from ${CLIENTS} clients (build, sign, finalize, submit, status until CONFIRMED), round ${ROUND_MS} ms, journal in ${directory}

confirmed transfers           ${load.counts.confirmed} (${load.counts.failed} failed, ${load.counts.refused} refused) in ${seconds.toFixed(1)} s
confirmed transfers / s       ${(load.counts.confirmed / seconds).toFixed(0)}
final statuses                ${JSON.stringify(before.statuses)}
balances                      ${balancesVerdict}
supply                        ${before.supply} subunits = sum of the balances ${before.supply === before.sumOfBalances ? '(equal)' : `${before.sumOfBalances} (NOT equal)`}
after a restart               ${after.problems.length === 0 && JSON.stringify(after.statuses) === JSON.stringify(before.statuses) ? 'the same statuses, balances and supply' : 'DIFFERENT'}
conservation                  ${problems.length === 0 ? 'holds' : `BROKEN:\n  ${problems.join('\n  ')}`}
`)
} finally {
  await rm(directory, { recursive: true, force: true })
}
process.exitCode = problems.length === 0 ? 0 : 1
