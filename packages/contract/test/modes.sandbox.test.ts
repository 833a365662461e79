import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { jsonAnswer, type ProxiedRequest, startTamperingProxy } from '@ledgernet/test-support/tamperingProxy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunContractOptions } from '../src/RunContractOptions.js'
import { writesToServer } from '../src/run/writesToServer.js'
import { runContract } from '../src/runContract.js'

// The modes for real servers, against a sandbox behind a proxy that records every request.

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ roundMs: 10, accounts: 2, logger: silentLogger })
})
afterAll(() => sandbox.stop())

async function runBehind(options: Partial<RunContractOptions>, rules: Parameters<typeof startTamperingProxy>[1] = {}) {
  const proxy = await startTamperingProxy(sandbox.gatewayUrl, rules)
  try {
    const report = await runContract({
      gateway: proxy.url,
      rpc: `${proxy.url}/rpc`,
      node: proxy.url,
      v0: proxy.url,
      admin: `${sandbox.adminCredentials.username}:${sandbox.adminCredentials.password}`,
      privateKey: sandbox.accounts[1]!.privateKey!,
      ...options,
    })
    return { report, requests: proxy.requests }
  } finally {
    await proxy.close()
  }
}

const failuresOf = (report: Awaited<ReturnType<typeof runContract>>) =>
  report.checks.filter((check) => check.outcome === 'fail').map((check) => `${check.id}: ${check.reason}`)

describe('--read-only', () => {
  it('sends nothing that submits or changes the server: the scenarios build and check, then stop before signing', async () => {
    const { report, requests } = await runBehind({ readOnly: true })
    expect(failuresOf(report)).toEqual([])
    expect(report).toMatchObject({ ok: true, mode: { readOnly: true } })
    const specs = ['gateway', 'node-rpc', 'node-rest', 'gateway-v0'] as const
    const writes = requests
      .map((request: ProxiedRequest) =>
        writesToServer(
          specs,
          request.method,
          `http://server${request.path}`,
          request.body === '' ? undefined : request.body,
        ),
      )
      .filter((operation) => operation !== undefined)
    expect(writes).toEqual([])
    expect(requests.some((request) => request.json?.method?.startsWith?.('sandbox_'))).toBe(false)
    // Every scenario that builds got its first build checked before it stopped (what comes after
    // needs a transaction submitted: skipped).
    const checked = report.checks.filter((check) => check.name.includes('is what was asked (checked before signing)'))
    expect(checked.filter((check) => check.outcome === 'pass').map((check) => check.id)).toEqual([
      'scenario gateway-transfer › the built transfer is what was asked (checked before signing)',
      'scenario gateway-token › the built creation is what was asked (checked before signing)',
      'scenario gateway-conflict › the built funding transfer is what was asked (checked before signing)',
      'scenario rpc-transfer › the built transfer is what was asked (checked before signing)',
    ])
    expect(report.checks.find((check) => check.name === 'submit the transfer')).toMatchObject({
      outcome: 'skip',
      reason: 'read-only: nothing is signed or submitted',
    })
    expect(
      report.checks.find((check) => check.id === 'gateway.submitTransaction › spec example "transfer"'),
    ).toMatchObject({
      outcome: 'skip',
      reason: expect.stringMatching(/^read-only: gateway.submitTransaction submits or changes the server/),
    })
    // Probes that cannot carry a transaction still run against the operations that write.
    expect(
      report.checks.find((check) => check.id === 'gateway.submitTransaction › a body that is not JSON')?.outcome,
    ).toBe('pass')
  })
})

describe('--concurrency and --rate', () => {
  it('keep every request of the run within the limits', async () => {
    let inFlight = 0
    let most = 0
    const starts: number[] = []
    const { report } = await runBehind(
      { concurrency: 1, rate: 40, only: ['gateway.deriveToken', 'node-rest.ping', 'gateway-v0.getEpoch'] },
      {
        before: () => {
          inFlight += 1
          most = Math.max(most, inFlight)
          starts.push(performance.now())
          return undefined
        },
        alter: (_request, answer) => {
          inFlight -= 1
          return answer
        },
      },
    )
    expect(report.ok).toBe(true)
    expect(starts.length).toBeGreaterThan(15)
    expect(most).toBe(1)
    // 40 per second: the n-th request starts at least (n − 1) / 40 s after the first (less a
    // millisecond per request for the proxy's own clock).
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(((starts.length - 1) * 1000) / 40 - starts.length)
  })
})

describe('a gateway that keeps the described lifecycle strictly', () => {
  it('passes the scenarios: finalize before submit; the report says which lifecycle the server keeps', async () => {
    // A sandbox that submits only a signed transaction its own finalize answered (strictLifecycle).
    const strict = await startSandbox({ roundMs: 10, accounts: 1, strictLifecycle: true, logger: silentLogger })
    const proxy = await startTamperingProxy(strict.gatewayUrl)
    try {
      const report = await runContract({
        gateway: proxy.url,
        v0: proxy.url,
        rpc: `${proxy.url}/rpc`,
        privateKey: strict.accounts[0]!.privateKey!,
        only: ['scenario gateway-transfer', 'scenario gateway-token'],
      })
      expect(failuresOf(report)).toEqual([])
      expect(report.varies.values['gateway: lifecycle']).toMatch(/^submits only what it finalized/)
      expect(
        proxy.requests.filter((request) => request.path === '/transaction/finalize').length,
      ).toBeGreaterThanOrEqual(4)
    } finally {
      await proxy.close()
      await strict.stop()
    }
  })

  it('and one that takes a submit without finalize (decision 031) passes too, and is named so', async () => {
    const { report } = await runBehind({ only: ['scenario gateway-transfer'] })
    expect(failuresOf(report)).toEqual([])
    expect(report.varies.values['gateway: lifecycle']).toBe('takes a submit without finalize (decision 031)')
  })
})

describe('a gateway that refuses at submit what its pending transactions leave unaffordable', () => {
  it('passes the conflict scenario with the same checks; the refused transfer must be unknown; the report says which path it saw', async () => {
    // The scenario's submits: the funding transfer, then the two conflicting transfers at once. The
    // proxy answers the later of those two as a gateway that counts pending transactions does
    // (the spec's 400 NotEnoughTokensForTransferError at submit) and never passes it on.
    let submits = 0
    const refusal = {
      code: 400,
      message: 'Not enough tokens for the transfer in action 0',
      details: {
        type: 'NotEnoughTokensForTransferError',
        requested_amount: { value: '150000000000000000', token_identifier: { rri: 'xrd_dr1qyrs8qwl' } },
        available_amount: { value: '90000000000000000', token_identifier: { rri: 'xrd_dr1qyrs8qwl' } },
      },
    }
    const { report, requests } = await runBehind(
      { only: 'scenario gateway-conflict', seed: 11 },
      {
        before: (request) => {
          if (request.path !== '/transaction/submit') return undefined
          submits += 1
          return submits === 3 ? jsonAnswer(400, refusal) : undefined
        },
      },
    )
    expect(failuresOf(report)).toEqual([])
    expect(report.varies.values['gateway-conflict: at submit']).toBe('one refused (INSUFFICIENT_FUNDS)')
    expect(report.varies.values['gateway-conflict: committed']).toMatch(/^(CONFIRMED, REFUSED|REFUSED, CONFIRMED)$/)
    const record = report.checks.find((check) => check.name.startsWith('the FAILED record'))
    expect(record?.outcome).toBe('pass')
    // The refused transfer was read once (unknown: 404) and never resubmitted.
    expect(requests.filter((request) => request.path === '/transaction/submit')).toHaveLength(3)
    // The same checks and verdicts as a run against the gateway as it is, whichever path it takes.
    const { report: taken } = await runBehind({ only: 'scenario gateway-conflict', seed: 11 })
    expect(failuresOf(taken)).toEqual([])
    expect(taken.checks.map((check) => [check.id, check.outcome])).toEqual(
      report.checks.map((check) => [check.id, check.outcome]),
    )
  })
})
