// `pnpm bench` (flows): the root README's transfer, as written (createGatewayTransport + createSigner + transfer with
// its default waiting), against a sandbox started with defaults in its own process: 200
// transfers, one after another; the latency of each from the call to its CONFIRMED result.
import { fork } from 'node:child_process'
import { createSigner, PrivateKey, toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { transfer } from '../dist/index.js'

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 200)
const child = fork(new URL('./defaultSandboxChild.mjs', import.meta.url), {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
})
const sandbox = await new Promise((resolve) => child.once('message', resolve))
const gateway = createGatewayTransport({ baseUrl: sandbox.gatewayUrl, network: 'localnet' })
const signer = createSigner(PrivateKey.fromHex(sandbox.accounts[0].privateKey))
const to = sandbox.accounts[1].address
const latencies = []
for (let i = 0; i < TRANSFERS + 10; i++) {
  const started = performance.now()
  const { status } = await transfer(gateway, { signer, to, amount: toSubunits('2.5'), maxFee: toSubunits('1') })
  if (status !== 'CONFIRMED') throw new Error(`transfer ${i} ended ${status}`)
  if (i >= 10) latencies.push(performance.now() - started) // 10 warm-up transfers
}
child.kill('SIGTERM')
await new Promise((resolve) => child.once('exit', resolve))
latencies.sort((a, b) => a - b)
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]
const loadAfter = (await import('node:os')).loadavg()
console.log(`
@ledgernet/flows benchmark — Node ${process.version}; load average after: ${loadAfter.map((v) => v.toFixed(2)).join(' ')}
the root README's transfer (transfer() with its default waiting) against a sandbox started with
defaults (${sandbox.mining}, its own process): ${latencies.length} transfers one after another, 10 more before as warm-up
  p50   ${at(50).toFixed(1)} ms   target ≤ 25 ms    ${at(50) <= 25 ? 'met' : 'NOT met'}
  p99   ${at(99).toFixed(1)} ms   target ≤ 100 ms   ${at(99) <= 100 ? 'met' : 'NOT met'}
`)
