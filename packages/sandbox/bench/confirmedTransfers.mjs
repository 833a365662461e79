// `pnpm bench`: confirmed transfers per second through the full Gateway flow — build, sign,
// finalize (submit false), submit, status until CONFIRMED — with 32 concurrent clients against a
// sandbox in a child process, and in the same run the sandbox's signature check alone
// (verifySha256, the Node fast path) measured in that same child. Prints; asserts nothing.
import { fork } from 'node:child_process'
import { Agent, request as httpRequest } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { hexToBytes, PrivateKey, sha256d } from '@ledgernet/crypto'
import {
  buildTransaction,
  createGatewayClient,
  finalizeTransaction,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32)
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3000)
const MEASURE_MS = Number(process.env.BENCH_MEASURE_MS ?? 10000)
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 5)

const child = fork(new URL('./sandboxChild.mjs', import.meta.url), {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  execArgv: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
})
const ask = (message, key) =>
  new Promise((resolve) => {
    const listener = (answer) => {
      if (key in answer) {
        child.off('message', listener)
        resolve(answer[key])
      }
    }
    child.on('message', listener)
    if (message) child.send(message)
  })
const sandbox = await ask(undefined, 'started')
const askAll = (message) =>
  new Promise((resolve) => {
    child.once('message', resolve)
    child.send(message)
  })
const loadBefore = loadavg()
const measured = process.env.BENCH_PROFILE
  ? { baseline: { checks: 1, ms: 1, wallMs: 1 }, digest: { fastMicros: 0 } }
  : await askAll('baseline')
const { baseline, digest } = measured

// The load generator shares the 2 cores with the sandbox, so by default it talks HTTP with a
// lean keep-alive client (BENCH_CLIENT=gateway-client uses @ledgernet/gateway-client over fetch,
// which costs the load process several times more CPU per request).
const gateway =
  process.env.BENCH_CLIENT === 'gateway-client'
    ? sdkSteps(
        createGatewayClient({
          baseUrl: sandbox.gatewayUrl,
          network: 'localnet',
          validateResponses: false,
          retry: false,
        }),
      )
    : leanGatewayClient(sandbox.gatewayUrl)

/** The four calls the load makes, through the generated SDK of @ledgernet/gateway-client. */
function sdkSteps(client) {
  return {
    buildTransaction: (body) => buildTransaction({ client, body }),
    finalizeTransaction: (body) => finalizeTransaction({ client, body }),
    submitTransaction: (body) => submitTransaction({ client, body }),
    getTransactionStatus: (body) => getTransactionStatus({ client, body }),
  }
}
const accounts = sandbox.accounts
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

let measuring = false
let stopping = false
let confirmed = 0
let failed = 0
let polls = 0
const latencies = []
const commitLatencies = []
const steps = { build: 0, sign: 0, finalize: 0, submit: 0, count: 0 }

async function client(index) {
  const sender = accounts[index]
  const receiver = accounts[(index + CLIENTS) % accounts.length]
  const key = PrivateKey.fromHex(sender.privateKey)
  while (!stopping) {
    const started = performance.now()
    const { transaction_build: built } = await gateway.buildTransaction({
      actions: [
        {
          type: 'TransferTokens',
          from_account: { address: sender.address },
          to_account: { address: receiver.address },
          amount: { value: '1000000000000000000', token_identifier: { rri: 'xrd_dr1qyrs8qwl' } },
        },
      ],
      fee_payer: { address: sender.address },
    })
    // A careful client signs the hash it computes, not the one the server sent.
    const afterBuild = performance.now()
    const signature = key.sign(sha256d(hexToBytes(built.unsigned_transaction)))
    const afterSign = performance.now()
    const finalized = await gateway.finalizeTransaction({
      unsigned_transaction: built.unsigned_transaction,
      signature: { public_key: { hex: sender.publicKey }, bytes: signature.toDERHex() },
      submit: false,
    })
    const hash = finalized.transaction_identifier.hash
    const afterFinalize = performance.now()
    await gateway.submitTransaction({
      signed_transaction: finalized.signed_transaction,
      transaction_identifier: { hash },
    })
    const submitted = performance.now()
    if (measuring) {
      steps.build += afterBuild - started
      steps.sign += afterSign - afterBuild
      steps.finalize += afterFinalize - afterSign
      steps.submit += submitted - afterFinalize
      steps.count++
    }
    let asked = 0
    for (;;) {
      await sleep(POLL_MS)
      asked++
      const { transaction } = await gateway.getTransactionStatus({ transaction_identifier: { hash } })
      const status = transaction.transaction_status.status
      if (status === 'PENDING') continue
      if (measuring) {
        polls += asked
        if (status === 'CONFIRMED') {
          confirmed++
          latencies.push(performance.now() - started)
          commitLatencies.push(performance.now() - submitted)
        } else failed++
      }
      break
    }
  }
}

function leanGatewayClient(baseUrl) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
  const { hostname, port } = new URL(baseUrl)
  const post = (path, body) =>
    new Promise((resolve, reject) => {
      const text = JSON.stringify({ network_identifier: { network: 'localnet' }, ...body })
      const call = httpRequest(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-ledger-target-gw-api': '1.0',
            'content-length': Buffer.byteLength(text),
          },
        },
        (response) => {
          let data = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => (data += chunk))
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(JSON.parse(data))
              : reject(new Error(`${path}: HTTP ${response.statusCode} ${data}`)),
          )
        },
      )
      call.on('error', reject)
      call.end(text)
    })
  return {
    buildTransaction: (body) => post('/transaction/build', body),
    finalizeTransaction: (body) => post('/transaction/finalize', body),
    submitTransaction: (body) => post('/transaction/submit', body),
    getTransactionStatus: (body) => post('/transaction/status', body),
  }
}

const runners = Array.from({ length: CLIENTS }, (_, index) => client(index))
await sleep(WARMUP_MS)
await ask('cpu-start', 'cpuStarted')
const clientCpuAt = process.cpuUsage()
measuring = true
const started = performance.now()
await sleep(MEASURE_MS)
measuring = false
const elapsed = performance.now() - started
const stopped = await new Promise((resolve) => {
  child.once('message', resolve)
  child.send('cpu-stop')
})
const cpu = stopped.cpu
const inLoad = stopped.checks
const clientCpu = process.cpuUsage(clientCpuAt)
const loadAfter = loadavg()
stopping = true
await Promise.all(runners)
child.send('stop')
await new Promise((resolve) => child.once('exit', resolve))

const perSecond = (confirmed * 1000) / elapsed
const serverCpuMs = (cpu.user + cpu.system) / 1000
const serverMsPerTransfer = serverCpuMs / confirmed
const checkMs = baseline.ms / baseline.checks
latencies.sort((a, b) => a - b)
commitLatencies.sort((a, b) => a - b)
const percentile = (p, values = latencies) =>
  values[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]?.toFixed(1)
const format = (value, digits = 3) => value.toFixed(digits)
console.log(`
@ledgernet/sandbox benchmark — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})
load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after: ${loadAfter.map((v) => v.toFixed(2)).join(' ')}
interval mode: ${CLIENTS} clients, a round every ${process.env.BENCH_ROUND_MS ?? 5} ms, status polled every ${POLL_MS} ms, ${format(elapsed / 1000, 1)} s measured after ${WARMUP_MS / 1000} s warm-up

confirmed transfers           ${confirmed} (${failed} failed)
confirmed transfers / s       ${format(perSecond, 0)}        target ≥ 500   ${perSecond >= 500 ? 'met' : 'NOT met'}
latency build→CONFIRMED       p50 ${percentile(50)} ms, p99 ${percentile(99)} ms (submit→CONFIRMED seen: p50 ${percentile(50, commitLatencies)} ms)
mean step latency             ${['build', 'sign', 'finalize', 'submit'].map((step) => `${step} ${format(steps[step] / steps.count, 1)} ms`).join(', ')}
requests per transfer         ${format(3 + polls / Math.max(1, confirmed + failed), 2)} (build, finalize, submit, ${format(polls / Math.max(1, confirmed + failed), 2)} status polls)
server CPU / transfer         ${format(serverMsPerTransfer)} ms   (${format(serverCpuMs, 0)} ms over the window, child process)
signature check alone         ${format(checkMs)} ms   (CPU of the sandbox's check — strict DER, ${baseline.path} recovery — over ${baseline.checks} checks in its process before the load)
ratio server CPU / check      ${format(serverMsPerTransfer / checkMs, 2)}×
the same check under the load ${format(inLoad.meanMs)} ms   (CPU of the sandbox's own checks, ${inLoad.timed} of ${inLoad.count} in the window timed)
ratio against it              ${format(serverMsPerTransfer / inLoad.meanMs, 2)}×
client CPU / transfer         ${format((clientCpu.user + clientCpu.system) / 1000 / confirmed)} ms   (this process: signing, HTTP client)
hashing and hex / transfer    ${digest.fastMicros.toFixed(1)} µs on the engine's platform (OpenSSL and Node's hex, through @ledgernet/platform)
`)
