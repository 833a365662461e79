// `pnpm bench` (the race, part two): what each Gateway API lifecycle costs. The root README's
// transfer, as written but for the options named, against two `ledgernet-sandbox` bins started
// with defaults, one of them with --strict-lifecycle (it submits only what finalize answered), one
// of each way in turn:
//   submit at once      a default sandbox, the flows' default: build → submit → status
//   finalize first      a default sandbox, `finalizeFirst: true`: build → finalize → submit → status
//   strict, learned     a strict sandbox, a client that has met it: build → finalize → submit → status
//   strict, first       a strict sandbox, a new client each time: build → submit (refused) →
//                       finalize → submit → status — the price of the fallback, once per client
// Prints p50 / p99, the client's CPU per transfer and each way's cost over the first, with the
// load average before and after. Asserts nothing. BENCH_LIFECYCLE_TRANSFERS and
// BENCH_LIFECYCLE_WARMUP change the counts.
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { PrivateKey, toSubunits } from '@ledgernet/crypto'
import { transfer } from '@ledgernet/flows'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { freePort } from './freePort.mjs'
import { contender, percentiles, startServer, stopServer } from './transfers.mjs'

const TRANSFERS = Number(process.env.BENCH_LIFECYCLE_TRANSFERS ?? 200)
const WARMUP = Number(process.env.BENCH_LIFECYCLE_WARMUP ?? 50)

// The README's key and recipient, as written there.
const README_KEY = '3246cc9782011e0207ace767919dc9632a05fd0f2642a2fbd9b08821c1232ae4'
const README_TO = 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6'

const require = createRequire(import.meta.url)
const sandboxPackage = require.resolve('@ledgernet/sandbox/package.json')
const sandboxBin = join(dirname(sandboxPackage), require(sandboxPackage).bin['ledgernet-sandbox'])

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const loadBefore = load()

const ports = { lenient: await freePort(), strict: await freePort() }
const servers = await Promise.all([
  startServer(process.execPath, [sandboxBin, '--port', String(ports.lenient)], /Press Ctrl-C/),
  startServer(process.execPath, [sandboxBin, '--port', String(ports.strict), '--strict-lifecycle'], /Press Ctrl-C/),
])
try {
  const signer = PrivateKey.fromHex(README_KEY).toSigner()
  const gatewayOf = (port) => createGatewayTransport({ baseUrl: `http://127.0.0.1:${port}`, network: 'localnet' })
  const once =
    (gateway, options = {}) =>
    async () => {
      const { status } = await transfer(gateway, {
        signer,
        to: README_TO,
        amount: toSubunits('2.5'),
        maxFee: toSubunits('1'),
        ...options,
      })
      if (status !== 'CONFIRMED') throw new Error(`the transfer ended ${status}`)
    }
  const lenient = gatewayOf(ports.lenient)
  const strictLearned = gatewayOf(ports.strict)
  const ways = [
    contender('submit at once (default sandbox)', once(lenient)),
    contender('finalize first (default sandbox, finalizeFirst)', once(lenient, { finalizeFirst: true })),
    contender('strict sandbox, a client that met it', once(strictLearned)),
    contender('strict sandbox, a new client: the fallback', () => once(gatewayOf(ports.strict))()),
  ]
  for (let round = 0; round < WARMUP; round++) for (const way of ways) await way.run(false)
  for (let round = 0; round < TRANSFERS; round++)
    for (let index = 0; index < ways.length; index++) await ways[(index + round) % ways.length].run(true)

  const [base] = ways.map((way) => percentiles(way.latencies))
  const ms = (value) => `${value.toFixed(2)} ms`
  console.log(`
what each Gateway API lifecycle costs — ${new Date().toISOString()}, Node ${process.version}
load average (1, 5, 15 min) before: ${loadBefore}, after: ${load()}
the root README's transfer → CONFIRMED, ${TRANSFERS} each way in turn after ${WARMUP}; the sandbox bins in their own processes
  ${'way'.padEnd(50)}${'p50'.padStart(10)}${'p99'.padStart(11)}${'client CPU'.padStart(12)}${'p50 over the first'.padStart(20)}`)
  for (const way of ways) {
    const { p50, p99 } = percentiles(way.latencies)
    console.log(
      `  ${way.name.padEnd(50)}${ms(p50).padStart(10)}${ms(p99).padStart(11)}${ms(way.clientCpuMicros / 1000 / TRANSFERS).padStart(12)}${`${(p50 / base.p50).toFixed(2)}× (+${ms(p50 - base.p50)})`.padStart(20)}`,
    )
  }
  console.log('')
} finally {
  await Promise.all(servers.map(stopServer))
}
