// The lifecycle against gateways that keep the described lifecycle strictly (build → finalize with
// `submit: false` → submit what finalize answered) and against gateways that say CONFIRMED for a
// transaction they never executed: the flows follow or fall back to the described sequence, and
// believe CONFIRMED only once the record is the transaction they signed.
import { type Signer, toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import {
  jsonAnswer,
  type ProxiedRequest,
  rewriteJson,
  startTamperingProxy,
  type TamperingRules,
} from '@ledgernet/test-support/tamperingProxy'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import type { FlowResult } from './FlowResult.js'
import { transfer } from './transfer.js'

const lenient = useHttpSandbox()
let strict: Sandbox
beforeAll(async () => {
  strict = await startSandbox({ port: 0, accounts: 2, strictLifecycle: true, logger: silentLogger })
})
afterAll(() => strict.stop())
const proxies: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})

async function through(sandbox: Sandbox, rules: TamperingRules = {}) {
  const proxy = await startTamperingProxy(sandbox.gatewayUrl, rules)
  proxies.push(proxy)
  return { proxy, gateway: createGatewayTransport({ baseUrl: proxy.url, network: 'localnet' }) }
}

/** 1 XRD from account 0 to account 1; what the flow answered or threw, and what moved. */
async function transferOnce(sandbox: Sandbox, gateway: ReturnType<typeof createGatewayTransport>, options = {}) {
  const [alice, bob] = sandbox.accounts
  const before = sandbox.balanceOf(bob!.address)
  const ids: string[] = []
  const outcome = await transfer(gateway, {
    signer: signerOf(alice!),
    to: bob!.address,
    amount: 10n ** 18n,
    maxFee: toSubunits('1'),
    onTransactionId: (id) => void ids.push(id),
    ...fastWait,
    ...options,
  }).catch((error: unknown) => error)
  return { outcome: outcome as FlowResult | Error, ids, moved: sandbox.balanceOf(bob!.address) - before }
}

const steps = (requests: ProxiedRequest[]) => requests.map((request) => request.path.replace('/transaction/', ''))

describe('a gateway that submits only what it finalized', () => {
  it('gets the described sequence: a refused submit, then finalize and submit; the client remembers it', async () => {
    const finalizedAnswers: string[] = []
    const { proxy, gateway } = await through(strict, {
      alter(request, answer) {
        if (request.path === '/transaction/finalize') finalizedAnswers.push(answer.json.signed_transaction)
        return answer
      },
    })
    const first = await transferOnce(strict, gateway)
    expect(first.outcome).toMatchObject({ status: 'CONFIRMED' })
    expect(first.moved).toBe(10n ** 18n)
    expect(steps(proxy.requests)).toEqual(['build', 'submit', 'finalize', 'submit', 'status'])
    // The same client goes the described way at once from now on.
    proxy.requests.length = 0
    const second = await transferOnce(strict, gateway)
    expect(second.outcome).toMatchObject({ status: 'CONFIRMED' })
    expect(steps(proxy.requests)).toEqual(['build', 'finalize', 'submit', 'status'])
    // finalize ran without submitting, and submit sent the signed transaction finalize answered.
    const [finalize, submit] = proxy.requests.slice(1, 3)
    expect(finalize!.json.submit).toBe(false)
    expect(submit!.json.signed_transaction).toBe(finalizedAnswers.at(-1))
  })

  it('with finalizeFirst, goes the described way from the first transaction, on any gateway', async () => {
    for (const sandbox of [strict, lenient()]) {
      const { proxy, gateway } = await through(sandbox)
      const { outcome, moved } = await transferOnce(sandbox, gateway, { finalizeFirst: true })
      expect(outcome).toMatchObject({ status: 'CONFIRMED' })
      expect(moved).toBe(10n ** 18n)
      expect(steps(proxy.requests)).toEqual(['build', 'finalize', 'submit', 'status'])
    }
  })

  it('stops before submitting when finalize answers other signed bytes than the flow signed and encoded', async () => {
    const { proxy, gateway } = await through(strict, {
      alter: rewriteJson((request, body) =>
        request.path === '/transaction/finalize'
          ? { ...body, signed_transaction: `${body.signed_transaction}00` }
          : body,
      ),
    })
    const { outcome, moved } = await transferOnce(strict, gateway, { finalizeFirst: true })
    expect(outcome).toMatchObject({
      code: 'ANSWER_MISMATCH',
      operation: 'finalizeTransaction',
      field: 'signed_transaction',
    })
    expect(moved).toBe(0n)
    expect(proxy.count('/transaction/submit')).toBe(0)
  })

  it('over a lenient gateway, submits at once (one round trip fewer) and never finalizes', async () => {
    const { proxy, gateway } = await through(lenient())
    expect((await transferOnce(lenient(), gateway)).outcome).toMatchObject({ status: 'CONFIRMED' })
    expect(steps(proxy.requests)).toEqual(['build', 'submit', 'status'])
  })
})

/** A gateway that swallows the submit (answers it itself) and says CONFIRMED with a record of its making. */
function swallowing(record: (signed: { id: string; hex: string }, real: any) => unknown): TamperingRules {
  let signed: { id: string; hex: string } | undefined
  let real: any
  return {
    before(request) {
      if (request.path === '/transaction/submit') {
        signed = { id: request.json.transaction_identifier.hash, hex: request.json.signed_transaction }
        return jsonAnswer(200, { transaction_identifier: { hash: signed.id }, duplicate: false })
      }
      if (request.path === '/transaction/status' && signed)
        return jsonAnswer(200, {
          ledger_state: { version: 7, timestamp: '2026-01-01T00:00:00.000Z', epoch: 0, round: 7 },
          transaction: record(signed, real),
        })
      return undefined
    },
    alter(request, answer) {
      if (request.path === '/transaction/build') real = answer.json
      return answer
    },
  }
}

const confirmed = { status: 'CONFIRMED', confirmed_time: '2026-01-01T00:00:00.000Z', ledger_state_version: 7 }
const xrd = (value: string) => ({ value, token_identifier: { rri: 'xrd_dr1qyrs8qwl' } })

describe('a gateway that swallows the submit and answers CONFIRMED for the flow’s id', () => {
  const [alice, bob, carol] = [0, 1, 2]
  const address = (index: number) => lenient().accounts[index]!.address
  const transferTo = (to: number, value: string) => ({
    type: 'TransferTokens',
    from_account: { address: address(alice) },
    to_account: { address: address(to) },
    amount: xrd(value),
  })

  it.each([
    [
      'the record of another transaction',
      (_: { id: string; hex: string }) => ({ hex: '4c4e5401' }),
      () => [transferTo(bob, '1000000000000000000')],
      (real: any) => real.transaction_build.fee.value,
      { field: 'transaction.metadata.hex' },
    ],
    [
      'its signed bytes but another fee',
      ({ hex }: { id: string; hex: string }) => ({ hex }),
      () => [transferTo(bob, '1000000000000000000')],
      () => '1',
      { field: 'transaction.fee_paid.value', actual: '1' },
    ],
    [
      'its signed bytes and fee but actions to someone else',
      ({ hex }: { id: string; hex: string }) => ({ hex }),
      () => [transferTo(carol, '1000000000000000000')],
      (real: any) => real.transaction_build.fee.value,
      { field: 'transaction.actions[0].to_account.address' },
    ],
    [
      'its signed bytes and fee but no actions',
      ({ hex }: { id: string; hex: string }) => ({ hex }),
      () => [],
      (real: any) => real.transaction_build.fee.value,
      { field: 'transaction.actions.length', expected: '1', actual: '0' },
    ],
  ])(
    'is not believed when it gives %s: AnswerMismatchError, nothing moved',
    async (_, metadata, actions, fee, error) => {
      const { gateway } = await through(
        lenient(),
        swallowing(({ id, hex }, real) => ({
          transaction_status: confirmed,
          transaction_identifier: { hash: id },
          actions: actions(),
          fee_paid: xrd(fee(real)),
          metadata: metadata({ id, hex }),
        })),
      )
      const { outcome, ids, moved } = await transferOnce(lenient(), gateway)
      expect(outcome).toMatchObject({ code: 'ANSWER_MISMATCH', operation: 'getTransactionStatus', ...error })
      expect(ids).toHaveLength(1)
      expect(moved).toBe(0n)
    },
  )

  it('is not believed when its record’s actions are of another shape, naming the field', async () => {
    const { gateway } = await through(
      lenient(),
      swallowing(({ id, hex }, real) => ({
        transaction_status: confirmed,
        transaction_identifier: { hash: id },
        actions: [{ type: 'TransferTokens', from_account: 'alice' }],
        fee_paid: xrd(real.transaction_build.fee.value),
        metadata: { hex },
      })),
    )
    const { outcome } = await transferOnce(lenient(), gateway)
    expect(outcome).toMatchObject({
      code: 'ANSWER_MISMATCH',
      field: 'transaction.actions[0].from_account',
      actual: 'alice',
    })
  })
})

it('refuses a Signer whose signature does not verify against its key, before sending anything', async () => {
  const [alice, bob] = lenient().accounts
  const impostor = signerOf(bob!)
  const signer: Signer = { publicKey: signerOf(alice!).publicKey, sign: (payload) => impostor.sign(payload) }
  let finalizes = 0
  const gateway = createGatewayTransport({
    baseUrl: lenient().gatewayUrl,
    network: 'localnet',
    onRequest: (request) => void (request.operationId !== 'buildTransaction' && finalizes++),
  })
  const error = await transfer(gateway, {
    signer,
    to: bob!.address,
    amount: 1n,
    maxFee: toSubunits('1'),
    ...fastWait,
  }).catch((e: unknown) => e)
  expect(error).toMatchObject({
    code: 'INVALID_ARGUMENT',
    field: 'signer',
    problem: expect.stringContaining('does not verify'),
  })
  expect(finalizes).toBe(0)
})
