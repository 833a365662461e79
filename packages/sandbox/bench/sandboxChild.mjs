// The sandbox side of `pnpm bench`: a sandbox in its own process, so that its CPU time is
// measured apart from the load. Talks to the parent over IPC:
//   → { started: describeSandbox(sandbox) }
//   ← 'baseline'   → { baseline: { checks, ms, wallMs } }   the signature check alone, on this process (CPU ms)
//   ← 'cpu-start'  → { cpuStarted: true }
//   ← 'cpu-stop'   → { cpu: { user, system }, checks }  CPU (µs) since cpu-start, and the
//                    sandbox's own signature checks in that window (count, CPU ms)
//   ← 'stop'       → exits 0 once the sandbox has stopped
import { PrivateKey, sha256, sha256d, verifySha256 } from '@ledgernet/crypto'
import { describeSandbox, silentLogger, startSandbox } from '../dist/index.js'

const roundMs = Number(process.env.BENCH_ROUND_MS ?? 5)
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 64)
const sandbox = await startSandbox({ roundMs, accounts, logger: silentLogger, ...(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {}) })

/** verifySha256 over transactions of the benchmark's size, signed by the benchmark's keys. */
function baseline() {
  const keys = sandbox.accounts.slice(0, 32).map((account) => PrivateKey.fromHex(account.privateKey))
  const cases = Array.from({ length: 256 }, (_, index) => {
    const unsigned = crypto.getRandomValues(new Uint8Array(212))
    const key = keys[index % keys.length]
    return { digest: sha256(unsigned), signature: key.sign(sha256d(unsigned)).toDERHex(), publicKey: key.publicKey }
  })
  for (const c of cases) if (!verifySha256(c.signature, c.digest, c.publicKey)) throw new Error('a baseline signature does not verify')
  let checks = 0
  const started = performance.now()
  const cpu = process.cpuUsage()
  while (performance.now() - started < 2000) {
    for (let batch = 0; batch < 64; batch++) {
      const c = cases[checks % cases.length]
      verifySha256(c.signature, c.digest, c.publicKey)
      checks++
    }
  }
  const spent = process.cpuUsage(cpu)
  // CPU time, not wall time: another process taking the core must not make the check look slower.
  return { checks, ms: (spent.user + spent.system) / 1000, wallMs: performance.now() - started }
}

let cpuAt
let metricsAt
process.on('message', async (message) => {
  if (message === 'baseline') process.send({ baseline: baseline() })
  else if (message === 'cpu-start') {
    cpuAt = process.cpuUsage()
    metricsAt = sandbox.metrics()
    process.send({ cpuStarted: true })
  } else if (message === 'cpu-stop') {
    const metrics = sandbox.metrics()
    process.send({
      cpu: process.cpuUsage(cpuAt),
      checks: { count: metrics.signatureChecks - metricsAt.signatureChecks, timed: metrics.timedSignatureChecks - metricsAt.timedSignatureChecks, meanMs: metrics.signatureCheckCpuMs },
    })
  }
  else if (message === 'stop') {
    await sandbox.stop()
    process.disconnect()
  }
})
process.send({ started: describeSandbox(sandbox) })
