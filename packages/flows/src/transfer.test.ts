import { nativeTokenRri, toSubunits } from '@ledgernet/crypto'
import { createGatewayClient, createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcClient, createRpcTransport } from '@ledgernet/rpc-client'
import { describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { TransactionRefusedError } from './errors/TransactionRefusedError.js'
import type { LedgerClient } from './LedgerClient.js'
import { transfer } from './transfer.js'
import { viaJsonRpc } from './viaJsonRpc.js'

const sandbox = useHttpSandbox()
const xrd = nativeTokenRri('localnet')

const interfaces: [string, () => LedgerClient][] = [
  ['Gateway API, lean transport', () => createGatewayTransport({ baseUrl: sandbox().gatewayUrl, network: 'localnet' })],
  ['Gateway API, full client', () => createGatewayClient({ baseUrl: sandbox().gatewayUrl, network: 'localnet' })],
  ['JSON-RPC, lean transport', () => viaJsonRpc(createRpcTransport({ baseUrl: sandbox().rpcUrl }))],
  ['JSON-RPC, full client', () => viaJsonRpc(createRpcClient({ baseUrl: sandbox().rpcUrl }))],
]

describe.each(interfaces)('transfer over %s', (_, client) => {
  it('moves the amount, charges the fee written in the transaction, and returns its id', async () => {
    const [alice, bob] = sandbox().accounts
    const before = [sandbox().balanceOf(alice!.address), sandbox().balanceOf(bob!.address)]
    const statuses: string[] = []
    const result = await transfer(client(), {
      signer: signerOf(alice!),
      network: 'localnet',
      to: bob!.address,
      amount: toSubunits('2.5'),
      maxFee: toSubunits('1'),
      message: '00006869',
      ...fastWait,
      onStatus: ({ status }) => statuses.push(status),
    })
    expect(result.status).toBe('CONFIRMED')
    expect(result.transactionId).toMatch(/^[0-9a-f]{64}$/)
    expect(result.fee).toBeGreaterThan(0n)
    expect(statuses.at(-1)).toBe('CONFIRMED')
    expect(sandbox().balanceOf(bob!.address)).toBe(before[1]! + 2_500_000_000_000_000_000n)
    expect(sandbox().balanceOf(alice!.address)).toBe(before[0]! - 2_500_000_000_000_000_000n - result.fee)
    if (_.startsWith('Gateway')) expect(result.ledgerState?.version).toBeGreaterThan(0)
    else expect(result.ledgerState).toBeUndefined()
  })

  it('refuses an overspend before anything is signed, with the same reason on both interfaces', async () => {
    const [, , carol, dave] = sandbox().accounts
    const signer = signerOf(carol!)
    const balance = sandbox().balanceOf(carol!.address)
    const error = await transfer(client(), {
      signer,
      network: 'localnet',
      to: dave!.address,
      amount: balance + 1n,
      token: xrd,
      maxFee: toSubunits('1'),
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect(error).toMatchObject({
      code: 'TRANSACTION_REFUSED',
      operation: 'buildTransaction',
      reason: 'INSUFFICIENT_FUNDS',
    })
    expect(signer.calls).toBe(0)
    expect(sandbox().balanceOf(carol!.address)).toBe(balance)
  })
})

describe('transfer input', () => {
  it('names the bad field before any request is sent', async () => {
    let requests = 0
    const gateway = createGatewayTransport({
      baseUrl: 'http://127.0.0.1:1',
      network: 'localnet',
      fetch: () => {
        requests++
        throw new Error('no request expected')
      },
    })
    const [alice] = sandbox().accounts
    const signer = signerOf(alice!)
    const attempt = (overrides: object) =>
      transfer(gateway, { signer, to: alice!.address, amount: 1n, maxFee: 1n, ...overrides }).catch((e: unknown) => e)
    expect(await attempt({ to: 'rdx1qsplg0a6v4qsx8hjr904h2txwu6562q50ezmgrx7ge3tajgk9smp74gh88as2' })).toMatchObject({
      field: 'actions[0].to',
    })
    expect(await attempt({ amount: 0n })).toMatchObject({
      field: 'actions[0].amount',
      problem: expect.stringContaining('zero'),
    })
    expect(await attempt({ amount: '1.5' })).toMatchObject({
      field: 'actions[0].amount',
      problem: expect.stringMatching(/^must be a bigint of subunits, not of type string/),
    })
    expect(await attempt({ token: 'xrd_rr1qy5wfsfh' })).toMatchObject({ field: 'actions[0].token' })
    expect(await attempt({ maxFee: -1n })).toMatchObject({ field: 'maxFee' })
    expect(await attempt({ message: 'xyz' })).toMatchObject({ field: 'message' })
    expect(await attempt({ network: 'mainnet' })).toMatchObject({ field: 'network' })
    expect(await attempt({ signer: { publicKey: 'x', sign: () => 1 } })).toMatchObject({ field: 'signer' })
    expect(requests).toBe(0)
    expect(signer.calls).toBe(0)
    const rpc = viaJsonRpc(createRpcTransport({ baseUrl: 'http://127.0.0.1:1' }))
    expect(
      await transfer(rpc, { signer, to: alice!.address, amount: 1n, maxFee: 1n }).catch((e: unknown) => e),
    ).toMatchObject({
      field: 'network',
    })
    // The compiler tells the interfaces apart: a bare JSON-RPC client is no LedgerClient (it needs
    // viaJsonRpc), and a Gateway API client is no JSON-RPC client.
    const bare = createRpcTransport({ baseUrl: 'http://127.0.0.1:1' })
    // @ts-expect-error a JSON-RPC client goes through viaJsonRpc
    const notALedger: LedgerClient = bare
    // @ts-expect-error a Gateway API client has no JSON-RPC request
    const notJsonRpc = () => viaJsonRpc(createGatewayTransport({ baseUrl: 'http://127.0.0.1:1', network: 'localnet' }))
    expect([notALedger, notJsonRpc]).toHaveLength(2)
  })
})
