import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { reconcile, transferLoad } from '../bench/transferLoad.mjs'
import { type BinSandbox, startBinSandbox } from './support/binSandbox.js'

// `pnpm bench` runs the same load at 10,000 transfers from 50 clients; this size keeps CI short.
const TRANSFERS = Number(process.env.CONSERVATION_TRANSFERS ?? 2000)
const CLIENTS = Number(process.env.CONSERVATION_CLIENTS ?? 20)

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

describe('load and conservation', () => {
  it(`${TRANSFERS} transfers from ${CLIENTS} clients: every balance is what the confirmed transactions make it, before and after a restart, and the supply is the sum of the balances`, async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ledgernet-conservation-'))
    cleanup.push(() => rm(directory, { recursive: true, force: true }))
    const args = ['--round-ms', '5', '--accounts', '16', '--data-dir', directory]
    let bin: BinSandbox = await startBinSandbox(args)
    cleanup.push(() => bin.kill())
    const accounts = bin.sandbox.accounts
    const load = await transferLoad({ target: () => bin.sandbox, accounts, transfers: TRANSFERS, clients: CLIENTS })
    expect(load.counts).toEqual({ confirmed: TRANSFERS, failed: 0, refused: 0, networkErrors: 0 })
    const before = await reconcile({ sandbox: bin.sandbox, submissions: load.submissions, reported: load.reported })
    expect(before.problems).toEqual([])
    expect(before.statuses).toEqual({ CONFIRMED: TRANSFERS, FAILED: 0, PENDING: 0, notFound: 0 })
    expect(before.supply).toBe(before.sumOfBalances)

    expect(await bin.stop()).toBe(0)
    bin = await startBinSandbox(args)
    const after = await reconcile({ sandbox: bin.sandbox, submissions: load.submissions, reported: load.reported })
    expect(after.problems).toEqual([])
    expect(after).toEqual(before)
    expect(await bin.stop()).toBe(0)
  }, 120_000)
})
