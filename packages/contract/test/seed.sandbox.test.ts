import { silentLogger, startSandbox } from '@ledgernet/sandbox'
import { startTamperingProxy } from '@ledgernet/test-support/tamperingProxy'
import { describe, expect, it } from 'vitest'
import { formatReportTable } from '../src/report/formatReportTable.js'
import { runContract } from '../src/runContract.js'

/** One full run with `seed` against a fresh sandbox, behind a proxy that records every request. */
async function runWithSeed(seed: number | undefined) {
  const sandbox = await startSandbox({ accounts: 1, logger: silentLogger })
  const proxy = await startTamperingProxy(sandbox.gatewayUrl)
  try {
    const report = await runContract({
      gateway: proxy.url,
      rpc: `${proxy.url}/rpc`,
      node: proxy.url,
      v0: proxy.url,
      privateKey: sandbox.accounts[0]!.privateKey!,
      admin: sandbox.adminCredentials,
      ...(seed !== undefined ? { seed } : {}),
    })
    // The run's clock is not the run (when it started, how long each check took), nor the port
    // its server happened to get.
    const timeless = JSON.parse(
      JSON.stringify({
        ...report,
        startedAt: '',
        durationMs: 0,
        checks: report.checks.map((check) => ({ ...check, durationMs: 0 })),
      }).replaceAll(proxy.url, 'http://server'),
    ) as typeof report
    // What the runner chooses: the builds it asks for (recipients, amounts, symbols), the rris it
    // derives, the v0 transactions it builds itself (nonces). What follows a build carries the
    // server's own choices (the sandbox puts a random nonce in every transaction it builds).
    const requests = proxy.requests
      .filter(
        (request) =>
          ['/transaction/build', '/token/derive', '/v0/transaction/submit'].includes(request.path) ||
          request.json?.method === 'ledger.buildTransaction',
      )
      .map((request) => `${request.method} ${request.path} ${request.body}`)
    return { report: timeless, table: formatReportTable(timeless), requests }
  } finally {
    await proxy.close()
    await sandbox.stop()
  }
}

describe('--seed', () => {
  it('makes a run repeatable: the same seed sends the same requests and gives the same report, which prints it', async () => {
    const first = await runWithSeed(1234)
    const second = await runWithSeed(1234)
    expect(first.report.ok).toBe(true)
    expect(first.report.seed).toBe(1234)
    expect(first.table).toContain('· seed 1234')
    expect(first.requests.length).toBeGreaterThan(10)
    expect(second.requests).toEqual(first.requests)
    expect(JSON.stringify(second.report)).toBe(JSON.stringify(first.report))
    expect(second.table).toBe(first.table)
  })

  it('without a seed, draws one and reports it; another seed sends other requests', async () => {
    const drawn = await runWithSeed(undefined)
    expect(Number.isInteger(drawn.report.seed)).toBe(true)
    const other = await runWithSeed(drawn.report.seed === 1 ? 2 : 1)
    expect(other.requests).not.toEqual(drawn.requests)
  })
})
