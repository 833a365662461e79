// The sandbox side of profile.mjs: a default sandbox (`startSandbox()`, what the bin runs) in
// its own process, its CPU time counted and then its CPU profiled while the parent says so. IPC:
//   → { started: gatewayUrl }
//   ← 'count'    → { counting: true }        CPU time counted from here
//   ← 'counted'  → { cpu }                   the CPU time since 'count' (threadCpu's main and others, ms)
//   ← 'start'    → { profiling: true }       the profiler runs
//   ← 'stop'     → { profile }               its profile
import { Session } from 'node:inspector/promises'
import { silentLogger, startSandbox } from '@ledgernet/sandbox'
import { threadCpu } from './threadCpu.mjs'

const sandbox = await startSandbox({ logger: silentLogger })
const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 100 })
let cpu
process.on('message', async (message) => {
  if (message === 'count') {
    cpu = threadCpu()
    process.send({ counting: true })
  } else if (message === 'counted') {
    const now = threadCpu()
    process.send({ cpu: { main: now.main - cpu.main, others: now.others - cpu.others } })
  } else if (message === 'start') {
    await session.post('Profiler.start')
    process.send({ profiling: true })
  } else if (message === 'stop') {
    const { profile } = await session.post('Profiler.stop')
    process.send({ profile })
  } else if (message === 'exit') {
    await sandbox.stop()
    process.exit(0)
  }
})
process.send({ started: sandbox.gatewayUrl })
