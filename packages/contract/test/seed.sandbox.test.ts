import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { startTamperingProxy } from '@ledgernet/test-support/tamperingProxy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReportTable } from '../src/report/formatReportTable.js'
import { runContract } from '../src/runContract.js'

/** One full run with `seed` against `sandbox`, behind a proxy that records every request. */
async function runWithSeed(sandbox: Sandbox, seed: number | undefined) {
  const proxy = await startTamperingProxy(sandbox.gatewayUrl)
  try {
    const report = await runContract({
      gateway: proxy.url,
      rpc: `${proxy.url}/rpc`,
      node: proxy.url,
      v0: proxy.url,
      admin: sandbox.adminCredentials,
      ...(seed !== undefined ? { seed } : {}),
    })
    // What the runner chooses: the builds it asks for (recipients, amounts, symbols), the rris it
    // derives, the resources it asks about. What follows a build carries the server's own choices
    // (the sandbox puts a random nonce in every transaction it builds), and the v0 flows draw
    // their intents' nonces.
    const requests = proxy.requests
      .filter(
        (request) =>
          ['/transaction/build', '/token/derive', '/v0/resource', '/v0/state/component'].includes(request.path) ||
          request.json?.method === 'ledger.buildTransaction',
      )
      // (JSON-RPC ids count the calls before, status polls among them: the client's choice.)
      .map(
        (request) => `${request.method} ${request.path} ${request.body.replace(/^\{"jsonrpc":"2.0","id":\d+,/, '{')}`,
      )
    // The report but for what it keeps apart as varying (timings, the server's ids), and the
    // proxy's port.
    const { varies, ...verdict } = report
    return {
      report,
      verdict: JSON.parse(JSON.stringify(verdict).replaceAll(proxy.url, 'http://server')) as typeof verdict,
      varies,
      requests,
    }
  } finally {
    await proxy.close()
  }
}

const fresh = async () => startSandbox({ accounts: 1, roundMs: 10, logger: silentLogger })

describe('--seed', () => {
  it('against a fresh sandbox each time: the same requests and the same report but for what it says varies', async () => {
    const [a, b] = [await fresh(), await fresh()]
    try {
      const first = await runWithSeed(a, 1234)
      const second = await runWithSeed(b, 1234)
      expect(first.report.ok, JSON.stringify(first.report.checks.filter((c) => c.outcome === 'fail'))).toBe(true)
      expect(first.report.seed).toBe(1234)
      expect(formatReportTable(first.report)).toContain('· seed 1234')
      expect(first.requests.length).toBeGreaterThan(10)
      expect(second.requests).toEqual(first.requests)
      expect(second.verdict).toEqual(first.verdict)
      expect(Object.keys(second.varies.values)).toEqual(Object.keys(first.varies.values))
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })

  describe('against one long-lived sandbox', () => {
    let sandbox: Sandbox
    beforeAll(async () => {
      sandbox = await fresh()
    })
    afterAll(() => sandbox.stop())

    it('gives the same checks and verdicts run after run: it checks changes, never totals an earlier run moved', async () => {
      const runs = [await runWithSeed(sandbox, 42), await runWithSeed(sandbox, 42), await runWithSeed(sandbox, 42)]
      for (const run of runs)
        expect(run.report.ok, JSON.stringify(run.report.checks.filter((c) => c.outcome === 'fail'))).toBe(true)
      expect(runs[1]!.report.checks).toEqual(runs[0]!.report.checks)
      expect(runs[2]!.report.checks).toEqual(runs[0]!.report.checks)
      // The ledger remembers the earlier runs: each took the seed's next free token symbol.
      expect(runs.map((run) => run.varies.values["gateway-token: the seed's first free symbol (generation)"])).toEqual([
        0, 1, 2,
      ])
    })
  })

  it('without a seed, draws one and reports it; another seed sends other requests', async () => {
    const sandbox = await fresh()
    try {
      const drawn = await runWithSeed(sandbox, undefined)
      expect(Number.isInteger(drawn.report.seed)).toBe(true)
      const other = await runWithSeed(sandbox, drawn.report.seed === 1 ? 2 : 1)
      expect(other.requests).not.toEqual(drawn.requests)
    } finally {
      await sandbox.stop()
    }
  })
})
