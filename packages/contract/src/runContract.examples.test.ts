import { PrivateKey } from '@ledgernet/crypto'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractReport } from './report/ContractReport.js'
import { runContract } from './runContract.js'

// The example servers answer every valid request with the spec's own example and every invalid
// one with the spec's documented error, so every check about the shape of answers must pass
// against them: a failure there would be the contract's own mistake. They do not keep a ledger,
// so the checks of values (a derived rri, an unknown id, another network, a wrong Bech32 checksum)
// and the scenarios fail;
// nor do they hold a body to the size limit a document states, nor answer a JSON-RPC param that
// is not hex with the code the node's table gives it (2511–2514): they answer -32602.
const needsLedger = new Set(['wrong-network', 'bad-checksum', 'live', 'step', 'too-large'])
const unlikeTheNode = (check: { spec: string; category: string }) =>
  check.spec === 'node-rpc' && check.category === 'bad-hex'

describe('runContract against the example servers', () => {
  const servers: Record<string, ExampleServer> = {}
  let report: ContractReport
  beforeAll(async () => {
    for (const spec of ['gateway', 'node-rpc', 'node-rest', 'gateway-v0'] as const)
      servers[spec] = await startExampleServer({ spec, basicAuth: { username: 'admin', password: 'secret' } })
    report = await runContract({
      gateway: servers.gateway!.url,
      rpc: servers['node-rpc']!.url,
      node: servers['node-rest']!.url,
      v0: servers['gateway-v0']!.url,
      admin: { username: 'admin', password: 'secret' },
      privateKey: PrivateKey.generate(),
      confirmTimeout: 500,
    })
  })
  afterAll(() => Promise.all(Object.values(servers).map((server) => server.close())))

  it('finds no fault in answers that follow the spec', () => {
    const unexpected = report.checks.filter(
      (check) => check.outcome === 'fail' && !needsLedger.has(check.category) && !unlikeTheNode(check),
    )
    expect(unexpected.map((check) => `${check.id}: ${check.reason}`)).toEqual([])
  })

  it('checks every operation of every spec', () => {
    for (const entry of report.coverage)
      expect(entry.pass + entry.fail, `${entry.spec}.${entry.operation}`).toBeGreaterThan(0)
  })

  it('sends the spec examples as the spec allows them', async () => {
    for (const server of Object.values(servers)) server.reset()
    const examples = await runContract({
      gateway: servers.gateway!.url,
      rpc: servers['node-rpc']!.url,
      node: servers['node-rest']!.url,
      v0: servers['gateway-v0']!.url,
      admin: { username: 'admin', password: 'secret' },
      only: 'spec example',
    })
    expect(examples.checks.length).toBeGreaterThan(20)
    expect(examples.checks.every((check) => check.category === 'example' && check.outcome === 'pass')).toBe(true)
    for (const server of Object.values(servers))
      for (const request of server.requests) expect(request.issues, `${request.method} ${request.path}`).toEqual([])
  })

  it('reports what the example server cannot know as failures naming the operation and the field', () => {
    const derive = report.checks.find(
      (check) =>
        check.operation === 'deriveToken' &&
        check.category === 'live' &&
        check.name.startsWith('derive a fresh symbol'),
    )!
    expect(derive.outcome).toBe('fail')
    expect(derive.failures[0]).toMatchObject({
      operation: 'gateway.deriveToken',
      path: '/body/token_identifier/rri',
      seen: 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk',
    })
    expect(report.ok).toBe(false)
  })
})
