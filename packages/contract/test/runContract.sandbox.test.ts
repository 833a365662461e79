import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { listMethods, listOperations, loadSpec } from '@ledgernet/specs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractReport } from '../src/report/ContractReport.js'
import { runContract } from '../src/runContract.js'
import { feeFormulaSteps } from '../src/scenarios/feeFormulaScenario.js'
import { gatewayTokenSteps } from '../src/scenarios/gatewayTokenScenario.js'
import { gatewayTransferSteps } from '../src/scenarios/gatewayTransferScenario.js'
import { ledgerRuleSteps } from '../src/scenarios/ledgerRules.js'
import { rpcTransferSteps } from '../src/scenarios/rpcTransferScenario.js'
import { v0ResourcesSteps } from '../src/scenarios/v0ResourcesScenario.js'
import { v0TransactionSteps } from '../src/scenarios/v0TransactionScenario.js'

const describeFailures = (report: ContractReport) =>
  report.checks
    .filter((check) => check.outcome === 'fail')
    .map(
      (check) =>
        `${check.id}: ${check.failures.map((failure) => `${failure.operation} ${failure.path} ${failure.message}`).join('; ')}`,
    )

describe('runContract against the sandbox', () => {
  let sandbox: Sandbox
  let report: ContractReport
  beforeAll(async () => {
    sandbox = await startSandbox({ roundMs: 10, accounts: 2, logger: silentLogger })
    report = await runContract({
      gateway: sandbox.gatewayUrl,
      rpc: sandbox.rpcUrl,
      node: sandbox.nodeUrl,
      v0: sandbox.v0Url,
      privateKey: sandbox.accounts[0]!.privateKey!,
      admin: sandbox.adminCredentials,
      confirmTimeout: 10_000,
    })
  })
  afterAll(() => sandbox.stop())

  it('finds no failure', () => {
    expect(describeFailures(report)).toEqual([])
    expect(report.ok).toBe(true)
  })

  it('runs every scenario step and every probe (nothing skipped with all four interfaces, a key and credentials)', () => {
    expect(
      report.checks.filter((check) => check.outcome === 'skip').map((check) => `${check.id}: ${check.reason}`),
    ).toEqual([])
    expect(new Set(report.checks.filter((check) => check.kind === 'scenario').map((check) => check.scenario))).toEqual(
      new Set([
        'gateway-transfer',
        'gateway-token',
        'gateway-conflict',
        'rpc-transfer',
        'v0-transaction',
        'v0-resources',
        'fees',
        'gateway-rules',
        'rpc-rules',
      ]),
    )
  })

  it('reports every step of each scenario, in the order of its plan', () => {
    const plans = {
      'gateway-transfer': gatewayTransferSteps,
      'gateway-token': gatewayTokenSteps,
      'rpc-transfer': rpcTransferSteps,
      'v0-transaction': v0TransactionSteps,
      'v0-resources': v0ResourcesSteps,
      fees: feeFormulaSteps,
      'gateway-rules': ledgerRuleSteps('gateway'),
      'rpc-rules': ledgerRuleSteps('rpc'),
    }
    for (const [scenario, plan] of Object.entries(plans))
      expect(
        report.checks
          .filter((check) => check.scenario === scenario)
          .map((check) => `${check.spec}.${check.operation} › ${check.name}`),
      ).toEqual(plan.map((step) => `${step.operation} › ${step.name}`))
    const { total, pass, fail, skip } = report.summary
    expect([total, pass + fail + skip]).toEqual([report.checks.length, report.checks.length])
  })

  it('passes checks on every operation of every spec', () => {
    // Every operation the four specs have (counted from them, so that a new one needs no edit here).
    const operations = ['gateway', 'node-rest', 'gateway-v0'].flatMap((spec) => listOperations(loadSpec(spec)))
    expect(report.coverage.length).toBe(operations.length + listMethods(loadSpec('node-rpc')).length)
    for (const entry of report.coverage) expect(entry.pass, `${entry.spec}.${entry.operation}`).toBeGreaterThan(0)
  })

  it('covers the live state the scenarios left: a real transaction, token and non-fungible', () => {
    const live = report.checks
      .filter((check) => check.category === 'live' && check.outcome === 'pass')
      .map((check) => check.id)
    expect(live).toEqual(
      expect.arrayContaining([
        'gateway.getTransactionStatus › the transaction the scenario confirmed',
        'gateway-v0.getResource › the token the gateway-token scenario created',
        'gateway-v0.getNonFungible › the non-fungible the v0 scenario minted',
        'gateway-v0.getTransactionReceipt › the transaction the v0 scenario committed',
        'node-rpc.ledger.statusOfTransaction › the transaction the rpc-transfer scenario confirmed',
      ]),
    )
  })

  it('skips, with the reason, what needs a key, credentials or an interface that was not given', async () => {
    const partial = await runContract({ gateway: sandbox.gatewayUrl, node: sandbox.nodeUrl })
    expect(describeFailures(partial)).toEqual([])
    const reasons = new Map(
      partial.checks.filter((check) => check.outcome === 'skip').map((check) => [check.id, check.reason]),
    )
    expect(reasons.get('scenario gateway-transfer › the whole scenario')).toBe(
      'needs a funded key (--key-file or LEDGERNET_PRIVATE_KEY)',
    )
    expect(reasons.get('scenario rpc-transfer › the whole scenario')).toBe('needs --rpc')
    expect(reasons.get('node-rest.getModules › GET /api/system/modules with admin credentials')).toBe(
      'no admin credentials given (--admin user:pass)',
    )
    expect(reasons.get('gateway-v0.getEpoch › every probe')).toBe('--v0 not given')
    expect(partial.checks.find((check) => check.id === 'node-rest.getModules › no credentials')?.outcome).toBe('pass')
  })

  it('without a key, sets up its provider state on a sandbox: a key funded through sandbox_setBalance', async () => {
    const funded = await runContract({
      gateway: sandbox.gatewayUrl,
      rpc: sandbox.rpcUrl,
      node: sandbox.nodeUrl,
      v0: sandbox.v0Url,
      only: 'scenario gateway-transfer',
      seed: 3,
    })
    expect(describeFailures(funded)).toEqual([])
    expect(funded.summary).toMatchObject({ pass: gatewayTransferSteps.length, skip: 0 })
    // A server without the test controls (here a sandbox with them off) needs a funded key.
    const plain = await startSandbox({ controls: false, logger: silentLogger })
    try {
      const skipped = await runContract({
        gateway: plain.gatewayUrl,
        rpc: plain.rpcUrl,
        only: 'scenario gateway-transfer',
      })
      expect(skipped.checks).toEqual([
        expect.objectContaining({
          outcome: 'skip',
          reason: 'needs a funded key (--key-file or LEDGERNET_PRIVATE_KEY)',
        }),
      ])
    } finally {
      await plain.stop()
    }
  })

  it('says the replay effect was not checked, and why, without v0', async () => {
    const withoutV0 = await runContract({
      gateway: sandbox.gatewayUrl,
      privateKey: sandbox.accounts[1]!.privateKey!,
      only: 'scenario gateway-transfer',
    })
    expect(describeFailures(withoutV0)).toEqual([])
    const effect = withoutV0.checks.find(
      (check) => check.name === 'the replayed transfer executed once (the recipient gained 1 XRD in all)',
    )
    expect(effect).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('needs --v0') })
    // The steps that would have shown the effect are skipped for the same reason, not left out.
    expect(withoutV0.checks.map((check) => check.name)).toEqual(gatewayTransferSteps.map((step) => step.name))
    expect(
      withoutV0.checks.find((check) => check.name === 'build a later transfer, to be submitted without finalize'),
    ).toMatchObject({ outcome: 'skip', reason: expect.stringContaining('needs --v0') })
    expect(
      withoutV0.checks.find((check) => check.name === 'submit the same signed transfer again (replay)')?.outcome,
    ).toBe('pass')
  })
})
