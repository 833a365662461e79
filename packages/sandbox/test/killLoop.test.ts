import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { reconcile, transferLoad } from '../bench/transferLoad.mjs'
import type { Sandbox } from '../src/Sandbox.js'
import { BIN_PATH, type BinSandbox, startBinSandbox } from './support/binSandbox.js'

const CYCLES = 6
/** Transfers each restarted sandbox confirms before it is killed again. */
const CONFIRMED_PER_CYCLE = 15
const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('kill -9 under load', () => {
  it(`loses nothing reported CONFIRMED over ${CYCLES} kills under load and four during start-up, and every balance reconciles`, async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ledgernet-kill-loop-'))
    cleanup.push(() => rm(directory, { recursive: true, force: true }))
    const args = ['--round-ms', '5', '--accounts', '8', '--data-dir', directory]
    const log: string[] = []
    // The very first start too: killed while it creates the data directory's files.
    log.push(`first start: ${await killWhileStarting(args, 350)}`)
    let bin: BinSandbox | undefined = await startBinSandbox(args)
    cleanup.push(async () => bin?.kill())
    let current: Sandbox = bin.sandbox
    let up: Promise<void> = Promise.resolve()
    let markUp = () => {}
    let stopping = false
    const accounts = current.accounts
    let confirmed = 0
    // Clients never stop sending: a request that meets a dead server waits for the next one.
    const load = transferLoad({
      target: () => current,
      waitForTarget: () => up,
      accounts,
      transfers: Number.MAX_SAFE_INTEGER,
      clients: 8,
      shouldStop: () => stopping,
      onProgress: (counts) => (confirmed = counts.confirmed),
    })
    // Each kill comes once the restarted sandbox has confirmed more transfers (however slow the
    // machine), at a varying moment after that: always under load, never on a timer alone.
    const underLoad = async (cycle: number) => {
      const from = confirmed
      for (const started = Date.now(); confirmed < from + CONFIRMED_PER_CYCLE; await sleep(10))
        if (Date.now() - started > 60_000)
          throw new Error(`cycle ${cycle}: ${confirmed - from} transfers confirmed in 60 s`)
      await sleep((cycle * 37) % 120)
    }
    let startMs = 500
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      await underLoad(cycle)
      up = new Promise((resolve) => (markUp = resolve))
      await bin!.kill()
      log.push(`cycle ${cycle}: killed under load`)
      if (cycle === 3)
        // Killed while starting — loading, reading and replaying the journal — before it serves.
        for (const fraction of [0.3, 0.6, 0.9])
          log.push(`cycle ${cycle}: ${await killWhileStarting(args, Math.floor(startMs * fraction))}`)
      const spawned = Date.now()
      bin = await startBinSandbox(args)
      startMs = Date.now() - spawned
      expect(bin.stderr(), `cycle ${cycle}`).not.toMatch(/damaged|JOURNAL_/)
      current = bin.sandbox
      markUp()
    }
    await underLoad(CYCLES + 1)
    stopping = true
    const { submissions, reported, counts } = await load
    const result = await reconcile({ sandbox: current, submissions, reported })
    expect(result.problems, log.join('\n')).toEqual([])
    if (process.env.KILL_LOOP_REPORT) console.log(log.join('\n'), counts, result.statuses)
    // The load ran through every cycle: transfers were confirmed, and kills cut some off.
    expect(counts.confirmed).toBeGreaterThanOrEqual((CYCLES + 1) * CONFIRMED_PER_CYCLE)
    expect(counts.networkErrors).toBeGreaterThan(0)
    expect(result.statuses.CONFIRMED).toBeGreaterThanOrEqual(reported.size)
    expect(await bin.stop()).toBe(0)
    bin = undefined
  }, 300_000)
})

/** Spawns the bin and kills it after `ms`; says whether it had started serving by then. */
async function killWhileStarting(args: readonly string[], ms: number): Promise<string> {
  const starting = spawn(process.execPath, [BIN_PATH, '--port', '0', '--json', ...args], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let served = false
  starting.stdout!.once('data', () => (served = true))
  await sleep(ms)
  starting.kill('SIGKILL')
  await new Promise((resolve) => starting.once('exit', resolve))
  return `killed ${ms} ms into its start-up${served ? ' (it was already serving)' : ''}`
}
