// The transfers of the race: the root README's wallet example (createGatewayTransport, a Signer of
// development key 0, transfer() with its default waiting) and viem's sendTransaction +
// waitForTransactionReceipt (a local account, the http transport, viem's defaults), each against
// its server in its own process, one of each in turn; then the README's transfer against an
// in-memory sandbox in this process.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { PrivateKey, toSubunits } from '@ledgernet/crypto'
import { transfer } from '@ledgernet/flows'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createMemorySandbox } from '@ledgernet/sandbox'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { freePort } from './freePort.mjs'

// The README's key and recipient, as written there.
const README_KEY = '3246cc9782011e0207ace767919dc9632a05fd0f2642a2fbd9b08821c1232ae4'
const README_TO = 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6'
// anvil's development account 0 (its mnemonic "test … junk") sends to account 1.
const ANVIL_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ANVIL_TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const require = createRequire(import.meta.url)
const viemVersion = JSON.parse(readFileSync(require.resolve('viem/package.json'), 'utf8')).version
/** A process's CPU time so far, in ms: the time each of its threads spent on a CPU (Linux's schedstat, in ns). */
export function processCpuMs(pid) {
  let nanoseconds = 0
  for (const thread of readdirSync(`/proc/${pid}/task`))
    nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0])
  return nanoseconds / 1e6
}

/** Spawns a server and resolves once `ready` matches its stdout. */
export function startServer(command, args, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.setEncoding('utf8')
    const onData = (chunk) => {
      out += chunk
      if (!ready.test(out)) return
      child.stdout.off('data', onData)
      child.stdout.resume() // keep draining what it prints later
      resolve(child)
    }
    child.stdout.on('data', onData)
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${out}`)))
  })
}

export function stopServer(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** Percentiles of latencies in ms: p50 and p99 (nearest rank). */
export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]
  return { count: sorted.length, p50: at(50), p99: at(99) }
}

/** A contender: runs one transfer; the race times it and adds its CPU. */
export function contender(name, once) {
  const latencies = []
  let clientCpuMicros = 0
  return {
    name,
    latencies,
    get clientCpuMicros() {
      return clientCpuMicros
    },
    async run(measured) {
      const cpu = process.cpuUsage()
      const started = performance.now()
      await once()
      const elapsed = performance.now() - started
      const spent = process.cpuUsage(cpu)
      if (!measured) return
      latencies.push(elapsed)
      clientCpuMicros += spent.user + spent.system
    },
  }
}

/**
 * The README's transfer against the `ledgernet-sandbox` bin started with defaults, and viem's
 * against anvil started with defaults: `warmup` of each, then `transfers` of each, in turn (the
 * order flips every round). Latencies in ms from the call to the confirmed result.
 *
 * @param {{ transfers: number, warmup: number, anvil: string, sandboxBin: string }} options
 */
export async function raceTransfers({ transfers, warmup, anvil, sandboxBin }) {
  const sandboxPort = await freePort()
  const anvilPort = await freePort()
  const sandbox = await startServer(process.execPath, [sandboxBin, '--port', String(sandboxPort)], /Press Ctrl-C/)
  const chain = await startServer(anvil, ['--port', String(anvilPort)], /Listening on/)
  try {
    // The README's wallet example, as written but for the sandbox's port.
    const key = PrivateKey.fromHex(README_KEY)
    const signer = key.toSigner()
    const gateway = createGatewayTransport({ baseUrl: `http://127.0.0.1:${sandboxPort}`, network: 'localnet' })
    const ledgernet = contender('ledgernet', async () => {
      const { status, transactionId } = await transfer(gateway, {
        signer,
        to: README_TO,
        amount: toSubunits('2.5'),
        maxFee: toSubunits('1'),
      })
      if (status !== 'CONFIRMED' || transactionId.length !== 64) throw new Error(`the transfer ended ${status}`)
    })

    const account = privateKeyToAccount(ANVIL_KEY)
    const transport = http(`http://127.0.0.1:${anvilPort}`)
    const wallet = createWalletClient({ account, chain: foundry, transport })
    const client = createPublicClient({ chain: foundry, transport })
    const viem = contender('viem', async () => {
      const hash = await wallet.sendTransaction({ to: ANVIL_TO, value: parseEther('2.5') })
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`the transaction ended ${receipt.status}`)
    })

    for (let round = 0; round < warmup; round++) {
      await ledgernet.run(false)
      await viem.run(false)
    }
    const serverCpu = { sandbox: processCpuMs(sandbox.pid), anvil: processCpuMs(chain.pid) }
    for (let round = 0; round < transfers; round++) {
      const [first, second] = round % 2 === 0 ? [ledgernet, viem] : [viem, ledgernet]
      await first.run(true)
      await second.run(true)
    }
    const sandboxCpu = processCpuMs(sandbox.pid) - serverCpu.sandbox
    const anvilCpu = processCpuMs(chain.pid) - serverCpu.anvil
    return {
      viemVersion,
      ledgernet: {
        ...percentiles(ledgernet.latencies),
        clientCpu: ledgernet.clientCpuMicros / 1000 / transfers,
        serverCpu: sandboxCpu / transfers,
      },
      viem: {
        ...percentiles(viem.latencies),
        clientCpu: viem.clientCpuMicros / 1000 / transfers,
        serverCpu: anvilCpu / transfers,
      },
    }
  } finally {
    await Promise.all([stopServer(sandbox), stopServer(chain)])
  }
}

/**
 * The README's transfer against `createMemorySandbox()` through its `fetch`, in this process: the
 * first `transfers` from a fresh process (V8 still compiling the hot paths), then more until
 * `warmup` have run, then `transfers` more, timed: the steady state a suite reaches.
 *
 * @param {{ transfers: number, warmup: number }} options
 */
export async function memoryTransfers({ transfers, warmup }) {
  const sandbox = createMemorySandbox()
  try {
    const key = PrivateKey.fromHex(README_KEY)
    const signer = key.toSigner()
    const gateway = createGatewayTransport({
      baseUrl: 'http://127.0.0.1:8080',
      network: 'localnet',
      fetch: sandbox.fetch,
    })
    const once = async () => {
      const { status } = await transfer(gateway, {
        signer,
        to: README_TO,
        amount: toSubunits('2.5'),
        maxFee: toSubunits('1'),
      })
      if (status !== 'CONFIRMED') throw new Error(`the transfer ended ${status}`)
    }
    const first = contender('memory, first', once)
    const steady = contender('memory', once)
    for (let round = 0; round < transfers; round++) await first.run(true)
    for (let round = transfers; round < warmup; round++) await steady.run(false)
    for (let round = 0; round < transfers; round++) await steady.run(true)
    return {
      ...percentiles(steady.latencies),
      clientCpu: steady.clientCpuMicros / 1000 / transfers,
      first: { ...percentiles(first.latencies), clientCpu: first.clientCpuMicros / 1000 / transfers },
    }
  } finally {
    await sandbox.stop?.()
  }
}
