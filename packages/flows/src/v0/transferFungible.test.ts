import { deriveTokenRri, toSubunits, v0ResourceAddressForRri } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { startTamperingProxy } from '@ledgernet/test-support/tamperingProxy'
import { createV0Client, createV0Transport } from '@ledgernet/v0-client'
import { afterEach, describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../../test/sandboxFixtures.js'
import { createToken } from '../createToken.js'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'
import { TransactionRefusedError } from '../errors/TransactionRefusedError.js'
import { WaitForStatusTimeoutError } from '../errors/WaitForStatusTimeoutError.js'
import { transferFungible } from './transferFungible.js'
import { waitForReceipt } from './waitForReceipt.js'

const sandbox = useHttpSandbox()
const v0 = () => createV0Transport({ baseUrl: sandbox().v0Url })
const proxies: { close(): Promise<void> }[] = []
afterEach(async () => {
  await sandbox().setAutomine(true)
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})

const vaultAmount = (component: { owned_vaults: { resource_address: string; amount?: string }[] }, resource: string) =>
  BigInt(component.owned_vaults.find((vault) => vault.resource_address === resource)?.amount ?? '0')

describe('transferFungible', () => {
  it('moves the native token and reads both accounts back', async () => {
    const [alice, bob] = sandbox().accounts
    const before = sandbox().balanceOf(bob!.address)
    const result = await transferFungible(createV0Client({ baseUrl: sandbox().v0Url }), {
      notary: signerOf(alice!),
      network: 'localnet',
      to: bob!.v0Address,
      amount: toSubunits('10'),
      ...fastWait,
    })
    const xrd = v0ResourceAddressForRri('xrd_dr1qyrs8qwl')
    expect(result.receipt.status).toBe('Succeeded')
    expect(result.intentHash).toMatch(/^[0-9a-f]{64}$/)
    expect(result.fee).toBe(BigInt(result.receipt.fee_summary.xrd_burned))
    expect(vaultAmount(result.recipient, xrd)).toBe(before + 10n ** 19n)
    expect(vaultAmount(result.recipient, xrd)).toBe(sandbox().balanceOf(bob!.address))
    expect(vaultAmount(result.sender, xrd)).toBe(sandbox().balanceOf(alice!.address))
  })

  it('moves a token created through the Gateway API, named by its rri', async () => {
    const [alice, bob] = sandbox().accounts
    const signer = signerOf(alice!)
    const gateway = createGatewayTransport({ baseUrl: sandbox().gatewayUrl, network: 'localnet' })
    const { tokenRri } = await createToken(gateway, {
      signer,
      symbol: 'gold',
      name: 'Gold',
      isSupplyMutable: false,
      supply: 1_000n,
      maxFee: toSubunits('101'),
      ...fastWait,
    })
    expect(tokenRri).toBe(deriveTokenRri(signer.publicKey, 'gold', 'localnet'))
    const { recipient } = await transferFungible(v0(), {
      notary: signer,
      network: 'localnet',
      to: bob!.v0Address,
      amount: 250n,
      resource: tokenRri,
      ...fastWait,
    })
    expect(vaultAmount(recipient, v0ResourceAddressForRri(tokenRri))).toBe(250n)
    expect(sandbox().balanceOf(bob!.address, tokenRri)).toBe(250n)
  })

  it('an overspend ends in a Failed receipt: TransactionFailedError with the intent hash and the ledger’s explanation', async () => {
    const [, , carol, dave] = sandbox().accounts
    const error = await transferFungible(v0(), {
      notary: signerOf(carol!),
      network: 'localnet',
      to: dave!.v0Address,
      amount: sandbox().balanceOf(carol!.address) + 1n,
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionFailedError)
    expect(error).toMatchObject({
      status: 'Failed',
      transactionId: expect.stringMatching(/^[0-9a-f]{64}$/),
      failure: expect.any(String),
    })
  })

  it('names bad input before any request', async () => {
    const [alice] = sandbox().accounts
    const notary = signerOf(alice!)
    const base = { notary, network: 'localnet' as const, amount: 1n }
    await expect(transferFungible(v0(), { ...base, to: alice!.address })).rejects.toMatchObject({ field: 'to' })
    await expect(
      transferFungible(v0(), { ...base, to: v0ResourceAddressForRri('xrd_dr1qyrs8qwl') }),
    ).rejects.toMatchObject({ field: 'to' })
    await expect(transferFungible(v0(), { ...base, to: alice!.v0Address, amount: 0n })).rejects.toMatchObject({
      field: 'amount',
    })
    // A client of another API is not a v0 client: each client type names its API, so the call does not compile.
    const gateway = createGatewayTransport({ baseUrl: sandbox().gatewayUrl, network: 'localnet' })
    // @ts-expect-error a Gateway API client is not a v0 client
    const notV0: Parameters<typeof transferFungible>[0] = gateway
    expect(notV0.api).toBe('gateway')
    expect(notary.calls).toBe(0)
  })

  it('a cost unit limit below the cost is refused by submit (TransactionRefusedError)', async () => {
    const [alice, bob] = sandbox().accounts
    const error = await transferFungible(v0(), {
      notary: signerOf(alice!),
      network: 'localnet',
      to: bob!.v0Address,
      amount: 1n,
      costUnitLimit: 10,
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect(error).toMatchObject({ operation: 'submitNotarizedTransaction', reason: 'INVALID_TRANSACTION' })
  })

  it('a submit retried after a dropped answer executes once', async () => {
    const [alice, bob] = sandbox().accounts
    let submits = 0
    const proxy = await startTamperingProxy(sandbox().v0Url, {
      alter: (request, answer) => (request.path === '/v0/transaction/submit' && ++submits === 1 ? 'drop' : answer),
    })
    proxies.push(proxy)
    const before = sandbox().balanceOf(bob!.address)
    await transferFungible(createV0Transport({ baseUrl: proxy.url }), {
      notary: signerOf(alice!),
      network: 'localnet',
      to: bob!.v0Address,
      amount: 5n,
      submitRetry: { delay: 10 },
      ...fastWait,
    })
    expect(proxy.count('/v0/transaction/submit')).toBe(2)
    expect(sandbox().balanceOf(bob!.address)).toBe(before + 5n)
  })

  it('a timeout keeps the intent hash; an abort stops at once', async () => {
    const [alice, bob] = sandbox().accounts
    await sandbox().setAutomine(false)
    const common = {
      notary: signerOf(alice!),
      network: 'localnet' as const,
      to: bob!.v0Address,
      amount: 1n,
      ...fastWait,
    }
    const timedOut = await transferFungible(v0(), { ...common, timeout: 100 }).catch((e: unknown) => e)
    expect(timedOut).toBeInstanceOf(WaitForStatusTimeoutError)
    const { transactionId: intentHash, lastStatus } = timedOut as WaitForStatusTimeoutError
    expect(lastStatus).toBe('Pending')
    const controller = new AbortController()
    const aborted = waitForReceipt(v0(), intentHash, { ...fastWait, signal: controller.signal }).catch(
      (e: unknown) => e,
    )
    controller.abort()
    expect(await aborted).toMatchObject({ code: 'ABORTED' })
    await sandbox().setAutomine(true)
    const { receipt } = await waitForReceipt(v0(), intentHash, fastWait)
    expect(receipt.status).toBe('Succeeded')
  })
})
