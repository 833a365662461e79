// The sandbox side of `pnpm bench`: a sandbox in its own process, so that its CPU time is
// measured apart from the load. Talks to the parent over IPC:
//   → { started: describeSandbox(sandbox) }
//   ← 'baseline'   → { baseline: { checks, ms, wallMs } }   the signature check alone, on this process (CPU ms)
//   ← 'cpu-start'  → { cpuStarted: true }
//   ← 'cpu-stop'   → { cpu: { user, system }, checks }  CPU (µs) since cpu-start, and the
//                    sandbox's own signature checks in that window (count, CPU ms)
//   ← 'stop'       → exits 0 once the sandbox has stopped
import { bytesToHex, PrivateKey, sha256d } from '@ledgernet/crypto'
import { describeSandbox, silentLogger, startSandbox } from '../dist/index.node.js'
import { checkTransactionSignature } from '../dist/ledger/transactionSignature.js'
import { enginePlatform } from '../dist/platform/enginePlatform.js'

const roundMs = Number(process.env.BENCH_ROUND_MS ?? 5)
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 64)
const sandbox = await startSandbox({
  roundMs,
  accounts,
  logger: silentLogger,
  ...(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {}),
})

/**
 * The sandbox's signature check alone (strict DER, then libsecp256k1 recovery of the fee payer's
 * key, which also gives the recovery id), over transactions of the benchmark's size.
 */
function baseline() {
  const keys = sandbox.accounts.slice(0, 32).map((account) => PrivateKey.fromHex(account.privateKey))
  const cases = Array.from({ length: 256 }, (_, index) => {
    const unsigned = crypto.getRandomValues(new Uint8Array(212))
    const key = keys[index % keys.length]
    return {
      unsigned,
      signature: key.sign(sha256d(unsigned)).toDERHex(),
      key: { publicKey: key.publicKey, keyBytes: key.publicKey.bytes },
    }
  })
  for (const c of cases)
    if (!checkTransactionSignature(c.unsigned, c.signature, c.key, enginePlatform).ok)
      throw new Error('a baseline signature does not verify')
  let checks = 0
  const started = performance.now()
  const cpu = process.cpuUsage()
  while (performance.now() - started < 2000) {
    for (let batch = 0; batch < 64; batch++) {
      const c = cases[checks % cases.length]
      checkTransactionSignature(c.unsigned, c.signature, c.key, enginePlatform)
      checks++
    }
  }
  const spent = process.cpuUsage(cpu)
  // CPU time, not wall time: another process taking the core must not make the check look slower.
  return {
    checks,
    ms: (spent.user + spent.system) / 1000,
    wallMs: performance.now() - started,
    path: sandbox.metrics().signatureCheckPath,
  }
}

/**
 * The hashing and hex a transfer costs the sandbox (SHA-256d of the unsigned bytes twice and of the
 * signed bytes; hex both ways of a signed transaction) on the engine's platform — OpenSSL and
 * Node's hex here, through @ledgernet/platform — in µs of CPU per transfer.
 */
function digestPaths() {
  const unsigned = crypto.getRandomValues(new Uint8Array(212))
  const signed = crypto.getRandomValues(new Uint8Array(278))
  const hex = bytesToHex(signed)
  const rounds = 20_000
  const cpu = process.cpuUsage()
  for (let i = 0; i < rounds; i++) {
    enginePlatform.sha256dHex(unsigned)
    enginePlatform.sha256dHex(unsigned)
    enginePlatform.sha256dHex(signed)
    enginePlatform.toHex(signed)
    enginePlatform.fromHex(hex)
  }
  const spent = process.cpuUsage(cpu)
  return { fastMicros: (spent.user + spent.system) / rounds }
}

let cpuAt
let metricsAt
process.on('message', async (message) => {
  if (message === 'baseline') process.send({ baseline: baseline(), digest: digestPaths() })
  else if (message === 'cpu-start') {
    cpuAt = process.cpuUsage()
    metricsAt = sandbox.metrics()
    process.send({ cpuStarted: true })
  } else if (message === 'cpu-stop') {
    const metrics = sandbox.metrics()
    process.send({
      cpu: process.cpuUsage(cpuAt),
      checks: {
        count: metrics.signatureChecks - metricsAt.signatureChecks,
        timed: metrics.timedSignatureChecks - metricsAt.timedSignatureChecks,
        meanMs: metrics.signatureCheckCpuMs,
      },
    })
  } else if (message === 'stop') {
    await sandbox.stop()
    process.disconnect()
  }
})
process.send({ started: describeSandbox(sandbox) })
