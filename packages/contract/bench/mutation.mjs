// `pnpm bench` of @ledgernet/contract: the contract runner measured by the faults it finds. Every
// mutant of the sandbox's ledger and server code (bench/mutants.mjs: one fault each, on fees,
// balances, versions, statuses, validation, encoding) is served by a sandbox of its own, built
// from a transpiled copy of the sources in a temporary folder, and the runner tests it — every
// interface, a funded key, admin credentials, seed 1. A mutant is killed when the run fails (or
// the mutated sandbox cannot start, or the run does not end in its budget); it survives when the
// run passes. Survivors the runner cannot tell from the real sandbox by any request of the specs
// are marked equivalent, each with its reason, in bench/equivalentMutants.json. Prints the kill
// rate per file and overall (target ≥ 90 % of the non-equivalent), the survivors, and the load.
//
//   node bench/mutation.mjs [--workers n] [--file part-of-a-path] [--sample n] [--seed n] [--json file]
import { fork } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { copySandbox, transpile } from './copySandbox.mjs'
import { applyMutant, listMutants } from './mutants.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}
const workers = Number(option('workers', Math.max(1, Math.min(3, cpus().length))))
const only = option('file', undefined)
const sample = option('sample', undefined)
const seed = Number(option('seed', 1))
const jsonOut = option('json', undefined)
const rerun = option('rerun', undefined)

const here = fileURLToPath(new URL('.', import.meta.url))
const sandboxDir = fileURLToPath(new URL('../../sandbox/', import.meta.url))
const srcDir = join(sandboxDir, 'src')
const { runContract } = await import('../dist/index.js')
const marked = JSON.parse(readFileSync(join(here, 'equivalentMutants.json'), 'utf8'))
/** Why a mutant is equivalent (its region's reason, or its own), or undefined. */
const equivalentReason = (mutant) => marked.regions[`${mutant.file}#${mutant.region}`] ?? marked.mutants[mutant.id]

const loadBefore = loadavg()
const started = performance.now()
let mutants = listMutants(srcDir, join(sandboxDir, 'tsconfig.build.json'))
if (only) mutants = mutants.filter((mutant) => mutant.file.includes(only))
if (sample) mutants = pick(mutants, Number(sample), seed)
// A mutant of a region no request of the specs reaches is equivalent: it is listed, not served.
const regionEquivalent = mutants.filter((mutant) => marked.regions[`${mutant.file}#${mutant.region}`] !== undefined)
mutants = mutants.filter((mutant) => marked.regions[`${mutant.file}#${mutant.region}`] === undefined)
// Only the survivors of an earlier run (its --json), to see what new checks kill.
if (rerun) {
  const earlier = JSON.parse(readFileSync(rerun, 'utf8')).results
  const survived = new Set(earlier.filter((result) => result.outcome === 'survived').map((result) => result.id))
  mutants = mutants.filter((mutant) => survived.has(mutant.id))
}
const listedMs = performance.now() - started

// One transpiled copy per worker: a worker swaps one file for its mutant, serves it, restores it.
const root = mkdtempSync(join(tmpdir(), 'ledgernet-mutation-'))
const copies = []
for (let index = 0; index < workers; index++) {
  const dir = join(root, `copy-${index}`)
  if (index === 0) copySandbox(srcDir, dir, join(sandboxDir, 'node_modules'))
  else {
    cpSync(copies[0], dir, { recursive: true, verbatimSymlinks: true })
  }
  copies.push(dir)
}

/** Serves the copy `dir` in a fresh process and runs the contract against it. */
async function verdict(dir) {
  const child = fork(join(here, 'mutantSandbox.mjs'), [dir], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] })
  // A mutant's process may die at any time (that kills the mutant): never the benchmark's.
  child.on('error', () => {})
  try {
    const message = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ failed: 'did not start within 20 s' }), 20_000)
      child.once('message', (value) => {
        clearTimeout(timer)
        resolve(value)
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        resolve({ failed: `exited with code ${code} before it served` })
      })
    })
    if (message.failed) return { outcome: 'killed', by: `the sandbox did not start: ${message.failed}` }
    const { privateKey, admin, ...targets } = message.started
    const report = await runContract({
      ...targets,
      privateKey,
      admin,
      seed,
      timeout: 5_000,
      confirmTimeout: 5_000,
      timeBudget: 60_000,
    })
    if (report.stopped) return { outcome: 'killed', by: `the run did not end: ${report.stopped}` }
    const failed = report.checks.filter((check) => check.outcome === 'fail')
    return failed.length
      ? {
          outcome: 'killed',
          by: failed[0].id,
          failures: failed.length,
          message: String(failed[0].failures[0]?.message ?? '').slice(0, 300),
        }
      : { outcome: 'survived', checks: report.summary.total }
  } finally {
    if (child.connected) child.send('stop', () => {})
    setTimeout(() => child.kill('SIGKILL'), 2_000).unref()
  }
}

const baseline = await verdict(copies[0])
if (baseline.outcome !== 'survived') {
  console.error(`The sandbox as it is fails the contract (${baseline.by}): no mutant can be judged.`)
  rmSync(root, { recursive: true, force: true })
  process.exit(1)
}

const results = []
let next = 0
let done = 0
const originals = new Map()
const jsOf = (file) => {
  if (!originals.has(file)) originals.set(file, readFileSync(join(srcDir, file), 'utf8'))
  return originals.get(file)
}
await Promise.all(
  copies.map(async (dir) => {
    while (next < mutants.length) {
      const mutant = mutants[next++]
      const target = join(dir, mutant.file.replace(/\.ts$/, '.js'))
      const clean = transpile(jsOf(mutant.file), mutant.file)
      let result
      try {
        writeFileSync(target, transpile(applyMutant(jsOf(mutant.file), mutant), mutant.file))
        result = await verdict(dir)
      } catch (error) {
        result = {
          outcome: 'killed',
          by: `the mutant does not compile or load: ${error instanceof Error ? error.message : error}`,
        }
      } finally {
        writeFileSync(target, clean)
      }
      results.push({ ...mutant, ...result })
      done += 1
      if (process.stderr.isTTY) process.stderr.write(`\r${done}/${mutants.length} mutants…`)
      else if (done % 50 === 0) process.stderr.write(`${done}/${mutants.length} mutants…\n`)
    }
  }),
)
if (process.stderr.isTTY) process.stderr.write('\r\u001b[K')
rmSync(root, { recursive: true, force: true })

// The report: per file, then the survivors, then the whole.
for (const mutant of regionEquivalent) results.push({ ...mutant, outcome: 'survived', served: false })
mutants.push(...regionEquivalent)
const order = new Map(mutants.map((mutant, index) => [mutant.id, index]))
results.sort((a, b) => order.get(a.id) - order.get(b.id))
const files = new Map()
for (const result of results) {
  const entry = files.get(result.file) ?? { mutants: 0, killed: 0, equivalent: 0, survived: [] }
  entry.mutants += 1
  if (result.outcome === 'killed') entry.killed += 1
  else if (equivalentReason(result) !== undefined) entry.equivalent += 1
  else entry.survived.push(result)
  files.set(result.file, entry)
}
const total = results.length
const killed = results.filter((result) => result.outcome === 'killed').length
const equivalents = results.filter((result) => result.outcome === 'survived' && equivalentReason(result) !== undefined)
const survivors = results.filter((result) => result.outcome === 'survived' && equivalentReason(result) === undefined)
const rate = (k, n) => (n === 0 ? '–' : `${((100 * k) / n).toFixed(1)} %`)
const minutes = (performance.now() - started) / 60_000
console.log(`
@ledgernet/contract mutation benchmark — Node ${process.version}, ${cpus().length} cores, ${workers} worker${workers === 1 ? '' : 's'}
load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after: ${loadavg()
  .map((v) => v.toFixed(2))
  .join(' ')}
${total} mutants of ${files.size} files of the sandbox's ledger and server (listed in ${(listedMs / 1000).toFixed(1)} s, run in ${minutes.toFixed(1)} min)${sample ? `, a sample of ${sample} (seed ${seed})` : ''}

${'file'.padEnd(44)}${'mutants'.padStart(8)}${'killed'.padStart(8)}${'equiv.'.padStart(8)}${'survived'.padStart(9)}${'kill rate'.padStart(11)}`)
for (const [file, entry] of files)
  console.log(
    `${file.padEnd(44)}${String(entry.mutants).padStart(8)}${String(entry.killed).padStart(8)}${String(entry.equivalent).padStart(8)}${String(entry.survived.length).padStart(9)}${rate(entry.killed, entry.mutants - entry.equivalent).padStart(11)}`,
  )
const byOperator = new Map()
for (const result of results) {
  const entry = byOperator.get(result.operator) ?? { mutants: 0, killed: 0, equivalent: 0 }
  entry.mutants += 1
  if (result.outcome === 'killed') entry.killed += 1
  else if (equivalentReason(result) !== undefined) entry.equivalent += 1
  byOperator.set(result.operator, entry)
}
console.log(
  `\n${'operator'.padEnd(44)}${'mutants'.padStart(8)}${'killed'.padStart(8)}${'equiv.'.padStart(8)}${''.padStart(9)}${'kill rate'.padStart(11)}`,
)
for (const [operator, entry] of byOperator)
  console.log(
    `${operator.padEnd(44)}${String(entry.mutants).padStart(8)}${String(entry.killed).padStart(8)}${String(entry.equivalent).padStart(8)}${''.padStart(9)}${rate(entry.killed, entry.mutants - entry.equivalent).padStart(11)}`,
  )
console.log(`\nSurvivors (${survivors.length}): the runner passes the sandbox with one of these faults`)
for (const result of survivors)
  console.log(`  ${result.file}:${result.at} [${result.operator}]  ${result.line}  ⇒  ${result.mutatedLine}`)
console.log(`\nMarked equivalent (${equivalents.length}): no request of the specs can tell them from the sandbox`)
const byReason = new Map()
for (const result of equivalents) {
  const region = `${result.file}#${result.region}`
  const where = marked.regions[region] !== undefined ? region : result.id
  const entry = byReason.get(where) ?? { reason: equivalentReason(result), count: 0 }
  entry.count += 1
  byReason.set(where, entry)
}
for (const [where, { reason, count }] of byReason) console.log(`  ${where} (${count}): ${reason}`)
const judged = total - equivalents.length
const overall = judged === 0 ? 0 : killed / judged
// A kill by time alone (a check that got no answer in 5 s, a run past its budget, a sandbox that
// did not start) may be the machine's load rather than the fault: counted apart, to be rerun.
const byTime = results.filter(
  (result) =>
    result.outcome === 'killed' &&
    /did not end|did not start|within \d+ ?ms|timed? ?out|no answer/i.test(`${result.by} ${result.message ?? ''}`),
)
const timeIds = byTime.map((result) => result.id)
const timeList = timeIds.length ? ` — ${timeIds.slice(0, 20).join(', ')}${timeIds.length > 20 ? ', …' : ''}` : ''
console.log(`
kills by time alone (no answer in time, a run past its budget, a sandbox that did not start): ${byTime.length}${timeList}
kill rate: ${killed} of ${judged} non-equivalent mutants = ${rate(killed, judged)} (${total} mutants, ${equivalents.length} equivalent)   target ≥ 90 %   ${overall >= 0.9 ? 'met' : 'NOT met'}`)
const stale = [
  ...Object.keys(marked.mutants).filter((id) => !results.some((result) => result.id === id)),
  ...Object.keys(marked.regions).filter(
    (where) => !results.some((result) => `${result.file}#${result.region}` === where),
  ),
]
if (stale.length && !only && !sample)
  console.log(
    `\nMarked equivalent but no longer a mutant (the code changed): ${stale.length}\n${stale.map((id) => `  ${id}`).join('\n')}`,
  )
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ results, loadBefore, loadAfter: loadavg() }, null, 2)}\n`)

/** `count` mutants spread over every file, the same ones for the same seed. */
function pick(all, count, seedValue) {
  let state = seedValue >>> 0 || 1
  const random = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
  const shuffled = all.map((mutant) => ({ mutant, key: random() })).sort((a, b) => a.key - b.key)
  const kept = new Set(shuffled.slice(0, count).map(({ mutant }) => mutant))
  return all.filter((mutant) => kept.has(mutant))
}
