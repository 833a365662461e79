import { bytesToHex, toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import { jsonAnswer, startTamperingProxy, type TamperingRules } from '@ledgernet/test-support/tamperingProxy'
import { afterEach, describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { TransactionFailedError } from './errors/TransactionFailedError.js'
import { TransactionNotFoundError } from './errors/TransactionNotFoundError.js'
import { WaitForStatusTimeoutError } from './errors/WaitForStatusTimeoutError.js'
import { type TransferParameters, transfer } from './transfer.js'
import { viaJsonRpc } from './viaJsonRpc.js'
import { waitForStatus } from './waitForStatus.js'

const randomKey = () => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
// Alice is rich, Bob receives; each interface has a poor account holding 10 XRD (enough for one
// of two 6 XRD transfers).
const poorBalance = 10n * 10n ** 18n
const sandbox = useHttpSandbox({
  accounts: [
    { privateKey: randomKey() },
    { privateKey: randomKey() },
    { privateKey: randomKey(), balance: poorBalance },
    { privateKey: randomKey(), balance: poorBalance },
  ],
})
const proxies: { close(): Promise<void> }[] = []
afterEach(async () => {
  await sandbox().setAutomine(true)
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})

const interfaces = [
  {
    name: 'the Gateway API',
    client: (url: string, fetch?: typeof globalThis.fetch) =>
      createGatewayTransport({ baseUrl: url, network: 'localnet', fetch }),
    status: '/transaction/status',
  },
  {
    name: 'JSON-RPC',
    client: (url: string, fetch?: typeof globalThis.fetch) =>
      viaJsonRpc(createRpcTransport({ baseUrl: `${url}/rpc`, fetch })),
    status: 'ledger.statusOfTransaction',
  },
]

describe.each(interfaces)('waiting over $name', ({ name, client, status }) => {
  const isStatus = (request: { path: string; json?: any }) => request.path === status || request.json?.method === status
  async function through(rules: TamperingRules) {
    const proxy = await startTamperingProxy(sandbox().gatewayUrl, rules)
    proxies.push(proxy)
    return proxy
  }
  const account = (index: number) => () => sandbox().accounts[index]!
  const [alice, bob, poor] = [account(0), account(1), account(name === 'JSON-RPC' ? 3 : 2)]
  // 1 subunit from Alice to Bob, at most 1 XRD of fee, polling fast, unless `parameters` says otherwise.
  const transferToBob = (ledger: ReturnType<typeof client>, parameters: Partial<TransferParameters> = {}) =>
    transfer(ledger, {
      signer: signerOf(alice()),
      network: 'localnet',
      to: bob().address,
      amount: 1n,
      maxFee: toSubunits('1'),
      ...fastWait,
      ...parameters,
    })

  it('a timeout keeps the id; waiting again with it sees the transfer confirmed, executed once', async () => {
    const ledger = client(sandbox().gatewayUrl)
    const before = sandbox().balanceOf(bob().address)
    await sandbox().setAutomine(false)
    const error = await transferToBob(ledger, {
      amount: 7n,
      // Rounds are paused, so the wait times out whatever its length; long enough for a poll to
      // answer PENDING on a loaded machine.
      timeout: 2_000,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WaitForStatusTimeoutError)
    const { transactionId, lastStatus } = error as WaitForStatusTimeoutError
    expect(transactionId).toMatch(/^[0-9a-f]{64}$/)
    expect(lastStatus).toBe('PENDING')
    expect(sandbox().balanceOf(bob().address)).toBe(before)
    await sandbox().setAutomine(true)
    const confirmed = await waitForStatus(ledger, transactionId, fastWait)
    expect(confirmed).toMatchObject({ transactionId, status: 'CONFIRMED' })
    expect(sandbox().balanceOf(bob().address)).toBe(before + 7n)
  })

  it('an abort stops at once, with no request after it', async () => {
    let requests = 0
    const counting: typeof fetch = (input, init) => {
      requests++
      return fetch(input, init)
    }
    const ledger = client(sandbox().gatewayUrl, counting)
    await sandbox().setAutomine(false)
    const controller = new AbortController()
    let atAbort = 0
    const started = Date.now()
    const error = await transferToBob(ledger, {
      onStatus: () => {
        if (atAbort) return
        atAbort = requests
        controller.abort(new Error('the user left'))
      },
      signal: controller.signal,
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'ABORTED', cause: expect.objectContaining({ message: 'the user left' }) })
    expect(Date.now() - started).toBeLessThan(2_000)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(requests).toBe(atAbort)
  })

  it('a FAILED transaction throws TransactionFailedError with its id and reason', async () => {
    const ledger = client(sandbox().gatewayUrl)
    const signer = signerOf(poor())
    await sandbox().setAutomine(false)
    // Both are submitted while no round runs; then the ledger commits one and fails the other.
    const pending = new Set<string>()
    const outcomes = await Promise.allSettled(
      [1, 2].map(() =>
        transferToBob(ledger, {
          signer,
          amount: toSubunits('6'),
          onStatus: ({ transactionId, status }) => {
            if (status === 'PENDING' && pending.add(transactionId).size === 2) void sandbox().setAutomine(true)
          },
        }),
      ),
    )
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    const failure = (outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason
    expect(failure).toBeInstanceOf(TransactionFailedError)
    expect(failure.transactionId).toMatch(/^[0-9a-f]{64}$/)
    expect(failure.status).toBe('FAILED')
    // JSON-RPC's status method gives no reason; the Gateway API's names it.
    if (name === 'JSON-RPC') expect(failure.failure).toBeUndefined()
    else expect(failure.failure).toContain('NotEnoughTokens')
  })

  it('retries transient poll failures (503, a poll that hangs) within the timeout', async () => {
    let failures = 0
    let hung = false
    const proxy = await through({
      before: (request) => {
        if (isStatus(request) && failures >= 2 && !hung) {
          hung = true
          return 'hang'
        }
        return isStatus(request) && failures++ < 2 ? jsonAnswer(503, { code: 503, message: 'busy' }) : undefined
      },
    })
    const statuses: string[] = []
    const result = await transferToBob(client(proxy.url), {
      requestTimeout: 100,
      onStatus: (update) => statuses.push(update.status),
    })
    expect(result.status).toBe('CONFIRMED')
    expect(hung).toBe(true)
    expect(proxy.count(status)).toBeGreaterThanOrEqual(4)
    expect(statuses.at(-1)).toBe('CONFIRMED')
  })

  it('a poll that never answers ends in a timeout carrying the id, not a hang', async () => {
    const proxy = await through({ before: (request) => (isStatus(request) ? 'hang' : undefined) })
    const started = Date.now()
    const error = await transferToBob(client(proxy.url), { timeout: 300 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WaitForStatusTimeoutError)
    expect(error).toMatchObject({
      transactionId: expect.stringMatching(/^[0-9a-f]{64}$/),
      cause: expect.objectContaining({ code: 'TIMEOUT' }),
    })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('a definite answer (a 400) is thrown at once, not retried', async () => {
    const proxy = await through({
      before: (request) => (isStatus(request) ? jsonAnswer(400, { code: 400, message: 'no' }) : undefined),
    })
    const error = await waitForStatus(client(proxy.url), 'ab'.repeat(32), fastWait).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 400 })
    expect(proxy.count(status)).toBe(1)
  })

  it('an unknown transaction is TransactionNotFoundError', async () => {
    const error = await waitForStatus(client(sandbox().gatewayUrl), 'cd'.repeat(32), fastWait).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionNotFoundError)
    expect(error).toMatchObject({ transactionId: 'cd'.repeat(32) })
  })

  it('refuses an id that is not 64 lower-case hex', async () => {
    await expect(waitForStatus(client(sandbox().gatewayUrl), 'AB'.repeat(32))).rejects.toMatchObject({
      field: 'transactionId',
    })
    await expect(waitForStatus(client(sandbox().gatewayUrl), 'ab'.repeat(32), { timeout: -1 })).rejects.toMatchObject({
      field: 'timeout',
    })
  })
})
