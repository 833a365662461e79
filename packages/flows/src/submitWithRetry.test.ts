import { toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import {
  jsonAnswer,
  type ProxiedRequest,
  startTamperingProxy,
  type TamperingRules,
} from '@ledgernet/test-support/tamperingProxy'
import { afterEach, describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { transfer } from './transfer.js'
import { viaJsonRpc } from './viaJsonRpc.js'
import { waitForStatus } from './waitForStatus.js'

const sandbox = useHttpSandbox()
const proxies: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})

const interfaces = [
  {
    name: 'the Gateway API',
    client: (url: string) => createGatewayTransport({ baseUrl: url, network: 'localnet' }),
    submit: '/transaction/submit',
  },
  {
    name: 'JSON-RPC',
    client: (url: string) => viaJsonRpc(createRpcTransport({ baseUrl: `${url}/rpc` })),
    submit: 'ledger.submitTransaction',
  },
]

describe.each(interfaces)('submit over $name', ({ client, submit }) => {
  const isSubmit = (request: ProxiedRequest) => request.path === submit || request.json?.method === submit
  /** Sends 3 XRD from Alice to Bob through a proxy; returns what moved and how many submits reached it. */
  /** What a test does to the submits: answer some in the server's place, drop the answer of some. */
  type SubmitRules = { before?: TamperingRules['before']; drop?: () => boolean }
  async function send(rules: (submits: () => number) => SubmitRules, submitRetry?: false) {
    let submits = 0
    const counted = rules(() => submits)
    const proxy = await startTamperingProxy(sandbox().gatewayUrl, {
      ...(counted.before ? { before: counted.before } : {}),
      // The submit reached the ledger; `drop` loses its answer.
      alter: (request, answer) => (isSubmit(request) && ++submits > 0 && counted.drop?.() ? 'drop' : answer),
    })
    proxies.push(proxy)
    const [alice, bob] = sandbox().accounts
    const before = { alice: sandbox().balanceOf(alice!.address), bob: sandbox().balanceOf(bob!.address) }
    let transactionId = ''
    const outcome = await transfer(client(proxy.url), {
      onTransactionId: (id) => (transactionId = id),
      signer: signerOf(alice!),
      network: 'localnet',
      to: bob!.address,
      amount: 3n * 10n ** 18n,
      maxFee: toSubunits('1'),
      submitRetry: submitRetry ?? { delay: 10 },
      ...fastWait,
    }).catch((e: unknown) => e)
    return {
      outcome,
      transactionId,
      ledger: client(proxy.url),
      bob: bob!.address,
      bobBefore: before.bob,
      submits: proxy.count(submit),
      bobGained: sandbox().balanceOf(bob!.address) - before.bob,
      aliceLost: before.alice - sandbox().balanceOf(alice!.address),
    }
  }

  it('retried after a dropped answer, executes once', async () => {
    // The first submit reaches the ledger; its answer is lost (the connection is destroyed).
    const { outcome, submits, bobGained, aliceLost } = await send((count) => ({ drop: () => count() === 1 }))
    expect(outcome).toMatchObject({ status: 'CONFIRMED' })
    expect(submits).toBe(2)
    expect(bobGained).toBe(3n * 10n ** 18n)
    expect(aliceLost).toBe(3n * 10n ** 18n + (outcome as { fee: bigint }).fee)
  })

  it('retried after a 503, executes once', async () => {
    let replied = false
    const { outcome, submits, bobGained } = await send(() => ({
      before: (request) => {
        if (!isSubmit(request) || replied) return undefined
        replied = true
        return jsonAnswer(503, { code: 503, message: 'Service Unavailable' })
      },
    }))
    expect(outcome).toMatchObject({ status: 'CONFIRMED' })
    expect(submits).toBe(2)
    expect(bobGained).toBe(3n * 10n ** 18n)
  })

  it('with submitRetry: false, surfaces the lost answer as a NetworkError; the id still tracks it', async () => {
    const { outcome, submits, transactionId, ledger, bob, bobBefore } = await send(
      (count) => ({ drop: () => count() === 1 }),
      false,
    )
    expect(outcome).toMatchObject({ code: 'NETWORK_ERROR', operation: 'submitTransaction' })
    expect(submits).toBe(1)
    // The submit reached the ledger: the id given before submit finds it confirmed.
    await expect(waitForStatus(ledger, transactionId, fastWait)).resolves.toMatchObject({ status: 'CONFIRMED' })
    expect(sandbox().balanceOf(bob) - bobBefore).toBe(3n * 10n ** 18n)
  })
})
