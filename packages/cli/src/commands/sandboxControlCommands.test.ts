import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'

// A sandbox of its own: these commands change its ledger.
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 2, logger: silentLogger })
})
afterAll(() => sandbox.stop())
const run = (...args: string[]) => runLedgernet(['--rpc', sandbox.rpcUrl, 'sandbox', ...args])

describe('ledgernet sandbox snapshot|revert|mine|set-balance|…', () => {
  it('drive a running sandbox by URL, and a refusal is one line with the spec code', async () => {
    const bob = sandbox.accounts[1]!.address
    const snapshot = await run('snapshot')
    expect(snapshot.code).toBe(0)
    const id = snapshot.stdout.trim()
    expect(id).toMatch(/^0x[0-9a-f]+$/)
    const set = await run('set-balance', bob, '2.5')
    expect(set.stdout).toContain(`${bob} now holds 2.5 xrd_dr1qyrs8qwl`)
    expect(sandbox.balanceOf(bob)).toBe(25n * 10n ** 17n)
    expect((await run('set-balance', bob, '7', '--subunits')).code).toBe(0)
    expect(sandbox.balanceOf(bob)).toBe(7n)
    expect((await run('mine', '120')).stdout).toMatch(/epoch 1 round 20/)
    expect(
      JSON.parse((await runLedgernet(['--rpc', sandbox.rpcUrl, '--json', 'sandbox', 'automine', 'off'])).stdout),
    ).toEqual({ mode: 'manual', roundMs: null })
    expect((await run('automine', 'on')).stdout).toMatch(/mining: auto/)
    expect((await run('increase-epoch', '3')).stdout).toMatch(/epoch 4 round 0/)
    expect((await run('revert', id)).code).toBe(0)
    expect(sandbox.balanceOf(bob)).toBe(10n ** 24n)
    expect(sandbox.ledgerState()).toMatchObject({ epoch: 0, round: 0 })
    const again = await run('revert', id)
    expect(again.code).toBe(1)
    expect(expectOneLineError(again)).toMatch(/Unknown snapshot \(JSON-RPC 4001\)\..*Hint: a snapshot is used up/)
    const dumped = JSON.parse((await runLedgernet(['--rpc', sandbox.rpcUrl, '--json', 'sandbox', 'dump-state'])).stdout)
    expect(dumped).toMatchObject({ format: 'ledgernet-sandbox-state', formatVersion: 1 })
    expect((await run('reset')).code).toBe(0)
  })
})
