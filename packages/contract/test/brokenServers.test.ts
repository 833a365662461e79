import { hexToBytes, PrivateKey } from '@ledgernet/crypto'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import {
  type ProxiedAnswer,
  type ProxiedRequest,
  startTamperingProxy,
  withJson,
} from '@ledgernet/test-support/tamperingProxy'
import {
  decodeSignedTransaction,
  encodeSignedTransaction,
  payloadToSign,
  toGatewayActions,
  transactionId,
} from '@ledgernet/transaction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunContractOptions } from '../src/RunContractOptions.js'
import type { ContractFailure, ContractReport } from '../src/report/ContractReport.js'
import { runContract } from '../src/runContract.js'
import { gatewayTransferSteps } from '../src/scenarios/gatewayTransferScenario.js'

// Each test puts a proxy that breaks one thing in front of a real sandbox and asserts the
// contract reports it as a failure naming the operation and the field.

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ roundMs: 10, accounts: 3, logger: silentLogger })
})
afterAll(() => sandbox.stop())

async function runBehind(
  alter: (request: ProxiedRequest, answer: ProxiedAnswer) => ProxiedAnswer | Promise<ProxiedAnswer>,
  options: Partial<RunContractOptions>,
  target: Sandbox = sandbox,
): Promise<ContractReport> {
  const proxy = await startTamperingProxy(target.gatewayUrl, { alter })
  try {
    return await runContract({
      gateway: proxy.url,
      rpc: `${proxy.url}/rpc`,
      node: proxy.url,
      v0: proxy.url,
      admin: target.adminCredentials,
      privateKey: target.accounts[0]!.privateKey!,
      ...options,
    })
  } finally {
    await proxy.close()
  }
}

const failures = (report: ContractReport): ContractFailure[] => report.checks.flatMap((check) => check.failures)

describe('the contract catches a broken server', () => {
  it('a field of the wrong type', async () => {
    const report = await runBehind(
      (request, answer) =>
        request.path === '/token/derive' && answer.status === 200
          ? withJson(answer, { token_identifier: { rri: 42 } })
          : answer,
      { only: 'gateway.deriveToken' },
    )
    expect(report.ok).toBe(false)
    expect(failures(report)).toContainEqual(
      expect.objectContaining({
        operation: 'gateway.deriveToken',
        path: '/body/token_identifier/rri',
        message: 'response: must be string',
        expected: expect.objectContaining({ type: 'string' }),
        seen: 42,
      }),
    )
  })

  it('a required field missing', async () => {
    const report = await runBehind(
      (request, answer) =>
        request.path === '/v0/state/epoch' && answer.status === 200 ? withJson(answer, {}) : answer,
      { only: 'gateway-v0.getEpoch' },
    )
    expect(failures(report)).toContainEqual(
      expect.objectContaining({
        operation: 'gateway-v0.getEpoch',
        path: '/body/epoch',
        message: 'response: is required',
      }),
    )
    expect(
      report.checks
        .filter((check) => check.operation === 'getEpoch' && check.category === 'live')
        .every((check) => check.outcome === 'fail'),
    ).toBe(true)
  })

  it('a wrong status code: 400 where the spec says 404', async () => {
    const report = await runBehind(
      (request, answer) =>
        request.path === '/transaction/status' && answer.status === 404
          ? withJson(answer, { ...answer.json, code: 400 }, 400)
          : answer,
      { only: 'gateway.getTransactionStatus › a transaction id the gateway cannot know' },
    )
    expect(failures(report)).toEqual([
      expect.objectContaining({
        operation: 'gateway.getTransactionStatus',
        path: '/status',
        expected: [404],
        seen: 400,
      }),
    ])
  })

  it('an invalid request accepted with 200', async () => {
    const report = await runBehind(
      (request, answer) =>
        request.path === '/token/derive' && answer.status === 400
          ? withJson(
              answer,
              { token_identifier: { rri: 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk' } },
              200,
            )
          : answer,
      { only: 'gateway.deriveToken › missing required field /body/symbol' },
    )
    expect(failures(report)).toEqual([
      expect.objectContaining({
        operation: 'gateway.deriveToken',
        path: '/status',
        message: expect.stringContaining('was accepted with HTTP 200'),
        seen: 200,
      }),
    ])
  })

  it('an undocumented status', async () => {
    const report = await runBehind(
      (request, answer) => (request.path === '/api/ping' ? { ...answer, status: 202 } : answer),
      { only: 'node-rest.ping' },
    )
    expect(failures(report)).toContainEqual(
      expect.objectContaining({
        operation: 'node-rest.ping',
        path: '/status',
        message: 'response: HTTP 202 is not documented for ping',
        seen: 202,
        expected: ['200', '500'],
      }),
    )
  })

  it('an error body of the wrong shape', async () => {
    const report = await runBehind(
      (request, answer) =>
        request.path === '/transaction/build' && answer.status === 400
          ? withJson(answer, { error: 'bad request' })
          : answer,
      { only: 'gateway.buildTransaction › wrong type' },
    )
    const found = failures(report)
    expect(found.length).toBeGreaterThan(0)
    expect(found).toContainEqual(
      expect.objectContaining({
        operation: 'gateway.buildTransaction',
        path: '/body/code',
        message: 'response: is required',
      }),
    )
    expect(found).toContainEqual(
      expect.objectContaining({
        operation: 'gateway.buildTransaction',
        path: '/body/message',
        message: 'response: is required',
      }),
    )
  })

  it('a submit that says it accepted a transaction under an id that is not its own', async () => {
    const report = await runBehind(
      (request, answer) =>
        request.path === '/transaction/submit' &&
        (request.json as { transaction_identifier?: { hash?: string } })?.transaction_identifier?.hash ===
          '00'.repeat(32)
          ? withJson(
              { ...answer, status: 200 },
              { transaction_identifier: { hash: '00'.repeat(32) }, duplicate: false },
            )
          : answer,
      { only: 'scenario gateway-transfer' },
    )
    const failed = report.checks.filter((check) => check.outcome === 'fail')
    expect(failed.map((check) => check.name)).toEqual([
      'submit the transfer naming another id: refused, nothing submitted',
    ])
    expect(failed[0]!.failures[0]).toMatchObject({ operation: 'gateway.submitTransaction', path: '/status', seen: 200 })
  })

  it('a status that never leaves PENDING', async () => {
    const report = await runBehind(
      (request, answer) => {
        if (request.path !== '/transaction/status' || answer.status !== 200) return answer
        const { transaction } = answer.json
        return withJson(answer, {
          ...answer.json,
          transaction: { ...transaction, transaction_status: { status: 'PENDING' } },
        })
      },
      { only: 'scenario gateway-transfer', confirmTimeout: 600 },
    )
    const failed = report.checks.filter((check) => check.outcome === 'fail')
    expect(failed).toHaveLength(1)
    expect(failed[0]!.name).toBe('status of the transfer reaches CONFIRMED')
    // The steps after it did not run: each is skipped, naming the step that failed, and the
    // totals add up to every step of the scenario.
    const after = report.checks.slice(report.checks.indexOf(failed[0]!) + 1)
    const plan = gatewayTransferSteps.map((step) => step.name)
    expect(after.map((check) => check.name)).toEqual(plan.slice(plan.indexOf(failed[0]!.name) + 1))
    for (const check of after)
      expect(check).toMatchObject({
        outcome: 'skip',
        reason: 'not run: the step "status of the transfer reaches CONFIRMED" failed before it',
      })
    const before = plan.indexOf(failed[0]!.name)
    expect(report.summary).toMatchObject({
      total: plan.length,
      pass: before,
      fail: 1,
      skip: plan.length - before - 1,
    })
    const id = report.checks.find((check) => check.name === 'submit the transfer')
    expect(id?.outcome).toBe('pass')
    expect(failed[0]!.failures).toEqual([
      expect.objectContaining({
        operation: 'gateway.getTransactionStatus',
        path: '/body/transaction/transaction_status/status',
        message: expect.stringMatching(/^transaction [0-9a-f]{64} stayed PENDING for 600 ms$/),
        expected: 'CONFIRMED',
        seen: 'PENDING',
      }),
    ])
  })

  it('a replay that executes twice', async () => {
    // The proxy holds the test's development key: when a signed transaction comes back, it
    // builds, signs and submits the same transfer again and answers as if it were new.
    const key = PrivateKey.fromHex(sandbox.accounts[0]!.privateKey!)
    const seen = new Set<string>()
    const headers = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
    const post = async (path: string, body: unknown) =>
      (await fetch(`${sandbox.gatewayUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()
    const report = await runBehind(
      async (request, answer) => {
        if (request.path !== '/transaction/submit' || answer.status !== 200) return answer
        const signed = JSON.parse(request.body).signed_transaction as string
        if (!seen.has(signed)) {
          seen.add(signed)
          return answer
        }
        const { transaction } = decodeSignedTransaction(signed)
        const built = await post('/transaction/build', {
          network_identifier: { network: 'localnet' },
          actions: toGatewayActions(transaction.actions),
          fee_payer: { address: transaction.feePayer },
        })
        const unsigned = built.transaction_build.unsigned_transaction as string
        const signature = key.sign(hexToBytes(payloadToSign(unsigned)))
        const again = encodeSignedTransaction(unsigned, signature)
        await post('/transaction/finalize', {
          network_identifier: { network: 'localnet' },
          unsigned_transaction: unsigned,
          signature: { public_key: { hex: key.publicKey.hex }, bytes: signature.toDERHex() },
          submit: true,
        })
        return withJson(answer, { transaction_identifier: { hash: transactionId(again) }, duplicate: false })
      },
      { only: 'scenario gateway-transfer' },
    )
    const failed = report.checks.filter((check) => check.outcome === 'fail')
    expect(failed.map((check) => check.name)).toEqual([
      'submit the same signed transfer again (replay)',
      'the replayed transfer executed once (the recipient gained 1 XRD in all)',
    ])
    expect(failed[0]!.failures).toEqual([
      expect.objectContaining({ operation: 'gateway.submitTransaction', path: '/body/transaction_identifier/hash' }),
      expect.objectContaining({
        operation: 'gateway.submitTransaction',
        path: '/body/duplicate',
        expected: true,
        seen: false,
      }),
    ])
    expect(failed[1]!.failures).toEqual([
      expect.objectContaining({
        operation: 'gateway.submitTransaction',
        path: '/body/duplicate',
        message: expect.stringContaining('the replay executed again'),
        expected: (10n ** 18n).toString(),
        seen: (2n * 10n ** 18n).toString(),
      }),
    ])
  })

  it('JSON-RPC batches answered wrongly: a reply missing, a reply to a notification, an array for an empty batch', async () => {
    const report = await runBehind(
      (request, answer) => {
        if (request.path !== '/rpc' || !Array.isArray(request.json)) return answer
        if (request.json.length === 0) return withJson(answer, [])
        if (request.json.every((call: { id?: unknown }) => call.id === undefined))
          return withJson(
            answer,
            [{ jsonrpc: '2.0', id: null, error: { code: -32601, message: 'Method not found' } }],
            200,
          )
        return withJson(answer, (answer.json as unknown[]).slice(0, 1))
      },
      { only: 'node-rpc.(batch)' },
    )
    const failed = report.checks.filter((check) => check.outcome === 'fail')
    expect(failed.map((check) => [check.name, check.failures.map((failure) => failure.path)])).toEqual([
      ['an empty batch (one invalid request: -32600, not an array)', ['/body', '/body/error/code']],
      ['a batch of two calls (an array of two replies, each to its id)', ['/body']],
      ['a batch of notifications only (no reply: no body)', ['/body']],
    ])
    expect(failed[1]!.failures[0]).toMatchObject({
      operation: 'node-rpc.(batch)',
      expected: [9101, 9102],
      seen: [9101],
    })
  })

  it("a JSON-RPC error without the data its code table names (1317's actionIndex, 1316's tokenIdentifier)", async () => {
    const report = await runBehind(
      (request, answer) => {
        const error = (answer.json as { error?: { code?: number; data?: Record<string, unknown> } } | undefined)?.error
        if (request.path !== '/rpc' || (error?.code !== 1317 && error?.code !== 1316)) return answer
        const { actionIndex: _, tokenIdentifier: __, ...data } = error.data ?? {}
        return withJson(answer, { ...(answer.json as object), error: { ...error, data } })
      },
      { only: 'node-rpc.ledger.buildTransaction › bad checksum' },
    )
    const failed = report.checks.filter((check) => check.outcome === 'fail')
    expect(failed.map((check) => [check.name, check.failures.map((failure) => failure.path)])).toEqual([
      ['bad checksum at /params/0/0/from', ['/body/error/data/actionIndex']],
      ['bad checksum at /params/0/0/to', ['/body/error/data/actionIndex']],
      [
        'bad checksum at /params/0/0/tokenIdentifier',
        ['/body/error/data/actionIndex', '/body/error/data/tokenIdentifier'],
      ],
    ])
    expect(failed[0]!.failures[0]).toMatchObject({
      operation: 'node-rpc.ledger.buildTransaction',
      expected: 0,
      seen: 'absent',
    })
  })

  it('a conflict: the losing transfer reported CONFIRMED, or its FAILED record charging a fee', async () => {
    // Rounds of 250 ms: both transfers are pending together, so the second fails at commit.
    const slow = await startSandbox({ roundMs: 250, accounts: 1, logger: silentLogger })
    try {
      await conflictsCaught(slow)
    } finally {
      await slow.stop()
    }
  })
})

/** Runs the conflict scenario behind two lies about the losing transfer; each must be caught. */
async function conflictsCaught(slow: Sandbox) {
  const failedOf = (answer: ProxiedAnswer) =>
    (answer.json as { transaction?: { transaction_status?: { status?: string } } } | undefined)?.transaction
      ?.transaction_status?.status === 'FAILED'
  const confirmedAnyway = await runBehind(
    (request, answer) =>
      request.path === '/transaction/status' && failedOf(answer)
        ? withJson(answer, {
            ...answer.json,
            transaction: {
              ...answer.json.transaction,
              transaction_status: {
                status: 'CONFIRMED',
                confirmed_time: answer.json.ledger_state.timestamp,
                ledger_state_version: answer.json.ledger_state.version,
              },
            },
          })
        : answer,
    { only: 'scenario gateway-conflict', seed: 5 },
    slow,
  )
  const lost = confirmedAnyway.checks.find((check) => check.outcome === 'fail')
  expect(lost?.name).toBe('one of the two is CONFIRMED, the other FAILED (or refused at submit): never both')
  expect(lost?.failures).toContainEqual(
    expect.objectContaining({
      operation: 'gateway.getTransactionStatus',
      message: expect.stringContaining('both transfers were committed'),
      seen: ['CONFIRMED', 'CONFIRMED'],
    }),
  )
  const charged = await runBehind(
    (request, answer) =>
      request.path === '/transaction/status' && failedOf(answer)
        ? withJson(answer, {
            ...answer.json,
            transaction: {
              ...answer.json.transaction,
              fee_paid: { ...answer.json.transaction.fee_paid, value: '1' },
            },
          })
        : answer,
    { only: 'scenario gateway-conflict', seed: 5 },
    slow,
  )
  const failed = charged.checks.filter((check) => check.outcome === 'fail')
  expect(failed.map((check) => check.name)).toEqual([
    'the FAILED record: its failure, fee_paid 0, its signed bytes; FAILED is final; its resubmit a duplicate',
  ])
  expect(failed[0]!.failures).toContainEqual(
    expect.objectContaining({ path: '/body/transaction/fee_paid/value', expected: '0', seen: '1' }),
  )
}
