// `pnpm bench`: every figure of the sandbox with its target, in one run — cold start (beside a
// bare `node -e 0`), a revert of a 10,000 transaction ledger, then interval-mode throughput with
// the server's CPU per transfer beside the signature check (confirmedTransfers.mjs, in its own
// process). The README's transfer against a default sandbox is the flows package's bench (the
// flows depend on the sandbox for their tests, so the sandbox cannot load them). Prints; asserts nothing.
import { fork } from 'node:child_process'
import { cpus, loadavg } from 'node:os'

const loadBefore = loadavg()
const { coldStart } = await import('./coldStart.mjs')
const { revertLargeLedger } = await import('./revertLargeLedger.mjs')
const ms = (value) => `${value.toFixed(1)} ms`
const verdict = (ok) => (ok ? 'met' : 'NOT met')
console.log(`
@ledgernet/sandbox benchmark — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})
load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after the first two: ${loadavg()
  .map((v) => v.toFixed(2))
  .join(' ')}

cold start (median of ${coldStart.runs} fresh processes)
  bare node -e 0 (spawn to exit)            ${ms(coldStart.bare)}
  import + first startSandbox() ready       ${ms(coldStart.ready)}   target ≤ 250 ms   ${verdict(coldStart.ready <= 250)}   \
(${(coldStart.ready / coldStart.bare).toFixed(1)}× node -e 0; spawn to exit ${ms(coldStart.readyWall)})
  bin banner printed (from spawn)           ${ms(coldStart.banner)}   target ≤ 500 ms   ${verdict(coldStart.banner <= 500)}   (${(coldStart.banner / coldStart.bare).toFixed(1)}× node -e 0)

snapshot and revert of a ledger of ${revertLargeLedger.transactions} transactions (filled in ${(revertLargeLedger.fillMs / 1000).toFixed(1)} s)
  snapshot                                  ${ms(revertLargeLedger.snapshotMs)}
  revert                                    ${ms(revertLargeLedger.revertMs)}   target ≤ 50 ms    ${verdict(revertLargeLedger.revertMs <= 50)}
`)
const throughput = fork(new URL('./confirmedTransfers.mjs', import.meta.url), { stdio: 'inherit' })
await new Promise((resolve) => throughput.once('exit', resolve))
