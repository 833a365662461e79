// `node profile.mjs` (this folder; after a build): where the root README's transfer spends its
// time. The transfer as written runs against a default sandbox in its own process: after a
// warm-up, PROFILE_TRANSFERS times (500) with both processes' CPU time counted, then as many
// times again with both CPU-profiled (V8's sampling profiler, every 0.1 ms; profiling costs CPU
// itself, so it is not on while the time is counted). It prints, per transfer: the latency; the
// CPU time of this process (the client) and of the sandbox, each as its JavaScript thread's
// (split by the shares its profile shows) and its other threads' (V8's garbage collector and
// compilers); and the rest of the latency, when neither JavaScript thread is on a CPU: the
// loopback exchanges and the scheduler. The profiles are written to PROFILE_DIR when it is set (Chrome's DevTools opens them).
import { fork } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { PrivateKey, toSubunits } from '@ledgernet/crypto'
import { transfer } from '@ledgernet/flows'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { attribute } from './attribute.mjs'
import { threadCpu } from './threadCpu.mjs'

const TRANSFERS = Number(process.env.PROFILE_TRANSFERS ?? 500)
const WARMUP = 50

const child = fork(new URL('./profileServer.mjs', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
const next = (key) => new Promise((resolve) => child.once('message', (message) => resolve(message[key])))
const gatewayUrl = await next('started')

// The root README's wallet example, as written but for the sandbox's URL.
const key = PrivateKey.fromHex('3246cc9782011e0207ace767919dc9632a05fd0f2642a2fbd9b08821c1232ae4')
const signer = key.toSigner()
const gateway = createGatewayTransport({ baseUrl: gatewayUrl, network: 'localnet' })
const once = async () => {
  const { status } = await transfer(gateway, {
    signer,
    to: 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6',
    amount: toSubunits('2.5'),
    maxFee: toSubunits('1'),
  })
  if (status !== 'CONFIRMED') throw new Error(`the transfer ended ${status}`)
}
for (let round = 0; round < WARMUP; round++) await once()

child.send('count')
await next('counting')
const cpu = threadCpu()
const latencies = []
for (let round = 0; round < TRANSFERS; round++) {
  const started = performance.now()
  await once()
  latencies.push(performance.now() - started)
}
const after = threadCpu()
const clientCpu = { main: after.main - cpu.main, others: after.others - cpu.others }
child.send('counted')
const serverCpu = await next('cpu')

const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 100 })
child.send('start')
await next('profiling')
await session.post('Profiler.start')
for (let round = 0; round < TRANSFERS; round++) await once()
const { profile: clientProfile } = await session.post('Profiler.stop')
child.send('stop')
const serverProfile = await next('profile')
child.send('exit')

if (process.env.PROFILE_DIR) {
  mkdirSync(process.env.PROFILE_DIR, { recursive: true })
  writeFileSync(join(process.env.PROFILE_DIR, 'client.cpuprofile'), JSON.stringify(clientProfile))
  writeFileSync(join(process.env.PROFILE_DIR, 'sandbox.cpuprofile'), JSON.stringify(serverProfile))
}

latencies.sort((a, b) => a - b)
const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length
const per = (value) => value / TRANSFERS
const ms = (value) => `${value.toFixed(2).padStart(6)} ms`
const lines = (parts, total) =>
  parts
    .map(([name, share]) => `      ${ms(share * total)}  ${(share * 100).toFixed(0).padStart(3)} %  ${name}`)
    .join('\n')
const side = (title, spent, profile, kind) => `  ${title.padEnd(44)}${ms(per(spent.main + spent.others))}
    JavaScript thread                         ${ms(per(spent.main))}
${lines(attribute(profile, kind), per(spent.main))}
    V8's helper threads (GC, compilers)       ${ms(per(spent.others))}`
const onCpu = per(clientCpu.main + serverCpu.main)
console.log(`
the root README's transfer against a default sandbox in its own process — ${new Date().toISOString()}
Node ${process.version}; ${TRANSFERS} transfers after ${WARMUP}; load average ${loadavg()
  .map((value) => value.toFixed(2))
  .join(' ')}
latency per transfer: mean ${ms(mean)}, p50 ${ms(latencies[Math.floor(latencies.length / 2)])}

${side('client CPU (this process)', clientCpu, clientProfile, 'client')}
${side('sandbox CPU (its process)', serverCpu, serverProfile, 'server')}
  the rest of the latency (loopback, scheduling)  ${ms(Math.max(0, mean - onCpu))}
`)
