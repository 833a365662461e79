import { getTransactionStatus } from '@ledgernet/gateway-client'
import { isJsonRpcError, statusOfTransaction } from '@ledgernet/rpc-client'
import { describe, expect, it } from 'vitest'
import { createSandboxControls } from '../src/controlsClient.js'
import { startSandbox } from '../src/node/startSandbox.js'
import { silentLogger } from '../src/SandboxLogger.js'
import { useSandbox } from '../src/vitest.js'
import { specCheckedClients } from './support/specCheckedClients.js'
import { amount, submitThroughGateway, waitForGatewayStatus, XRD } from './support/testSandbox.js'

const sandbox = useSandbox({ accounts: 3, http: true })
const controls = () => createSandboxControls({ url: sandbox().gatewayUrl })
const clients = () => specCheckedClients(sandbox())
const rpcCodeOf = async (call: Promise<unknown>) => {
  try {
    await call
  } catch (error) {
    if (isJsonRpcError(error)) return { code: error.rpcCode, data: error.data }
    throw error
  }
  throw new Error('expected a JSON-RPC error')
}
const transferRequest = (from = 0, to = 1, value = 5n) => ({
  actions: [
    {
      type: 'TransferTokens' as const,
      from_account: { address: sandbox().accounts[from]!.address },
      to_account: { address: sandbox().accounts[to]!.address },
      amount: amount(value),
    },
  ],
  fee_payer: { address: sandbox().accounts[from]!.address },
})

describe('snapshot and revert', () => {
  it('put back balances, the mempool, the clock and the version exactly, and nest', async () => {
    const alice = sandbox().accounts[0]!
    const bob = sandbox().accounts[1]!
    const gateway = clients().gateway
    const outer = await controls().snapshot()
    const atOuter = {
      state: sandbox().ledgerState(),
      alice: sandbox().balanceOf(alice.address),
      dump: await sandbox().dumpState(),
    }
    const { hash: first } = await submitThroughGateway(sandbox(), gateway, 0, transferRequest())
    expect((await waitForGatewayStatus(gateway, first)).transaction.transaction_status.status).toBe('CONFIRMED')
    // A transaction pending at the inner snapshot is pending again after the revert.
    await sandbox().setAutomine(false)
    const { hash: pending } = await submitThroughGateway(sandbox(), gateway, 0, transferRequest(0, 1, 7n))
    const inner = await sandbox().snapshot()
    const atInner = {
      state: sandbox().ledgerState(),
      bob: sandbox().balanceOf(bob.address),
      dump: await sandbox().dumpState(),
    }
    await sandbox().mine(250)
    expect(
      (await getTransactionStatus({ client: gateway, body: { transaction_identifier: { hash: pending } } })).transaction
        .transaction_status.status,
    ).toBe('CONFIRMED')
    expect(await controls().revert(inner)).toEqual(atInner.state)
    expect(sandbox().balanceOf(bob.address)).toBe(atInner.bob)
    expect(await sandbox().dumpState()).toEqual(atInner.dump)
    expect(
      (await getTransactionStatus({ client: gateway, body: { transaction_identifier: { hash: pending } } })).transaction
        .transaction_status.status,
    ).toBe('PENDING')
    // The inner snapshot is used up; the outer one still works.
    expect(await rpcCodeOf(controls().revert(inner))).toEqual({ code: 4001, data: { id: inner } })
    await expect(sandbox().revert(inner)).rejects.toMatchObject({
      code: 'SANDBOX_UNKNOWN_SNAPSHOT',
      reason: 'UNKNOWN_SNAPSHOT',
    })
    await sandbox().revert(outer)
    expect(sandbox().ledgerState()).toEqual(atOuter.state)
    expect(sandbox().balanceOf(alice.address)).toBe(atOuter.alice)
    expect(await sandbox().dumpState()).toEqual(atOuter.dump)
    expect(await statusOfTransaction({ client: clients().rpc, params: [first] })).toEqual({
      txID: first,
      failure: 'TRANSACTION_NOT_FOUND',
    })
    sandbox().assertInvariants()
  })
})

describe('setBalance', () => {
  it('sets a balance and moves the total supply with it, by Gateway or v0 address', async () => {
    const bob = sandbox().accounts[1]!
    const carol = sandbox().accounts[2]!
    const supply = (await sandbox().dumpState()).tokens.find((token) => token.native)!.totalSupply
    const set = await controls().setBalance(bob.address, 5n)
    expect(set).toEqual({
      address: bob.address,
      tokenIdentifier: XRD,
      balance: '5',
      totalSupply: (BigInt(supply) - 10n ** 24n + 5n).toString(),
    })
    expect((await controls().setBalance(carol.v0Address, '0')).address).toBe(carol.address)
    expect(sandbox().balanceOf(carol.address)).toBe(0n)
    sandbox().assertInvariants()
  })

  it('refuses with the spec codes: unknown token, another network, a bad address, a bad amount, a supply beyond 2^256 − 1', async () => {
    const bob = sandbox().accounts[1]!.address
    expect(
      (await rpcCodeOf(controls().setBalance(bob, 1n, 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk')))
        .code,
    ).toBe(1323)
    expect((await rpcCodeOf(controls().setBalance(bob.replace(/^ddx/, 'rdx'), 1n))).code).toBe(1318)
    expect((await rpcCodeOf(controls().setBalance(`${bob.slice(0, -1)}q`, 1n))).code).toBe(1317)
    expect((await rpcCodeOf(controls().setBalance(bob, '-1'))).code).toBe(-32602)
    expect((await rpcCodeOf(controls().setBalance(bob, (1n << 256n) - 1n))).code).toBe(4003)
    await expect(sandbox().setBalance(bob, -1n)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', field: 'amount' })
  })
})

describe('dumpState, loadState and reset', () => {
  it('a dumped state loads back as it was; a document that is no ledger is 4002 and changes nothing', async () => {
    await sandbox().setBalance(sandbox().accounts[2]!.address, 42n)
    const dump = await controls().dumpState()
    await sandbox().reset()
    expect(sandbox().ledgerState()).toMatchObject({ version: 0, epoch: 0, round: 0 })
    expect(await controls().loadState(dump)).toEqual(dump.ledgerState)
    expect(await sandbox().dumpState()).toEqual(dump)
    const broken = structuredClone(dump)
    broken.tokens[0]!.totalSupply = '1'
    const refused = await rpcCodeOf(controls().loadState(broken))
    expect(refused.code).toBe(4002)
    expect((refused.data as { problems: string[] }).problems[0]).toMatch(
      /^tokens\[0\]\.totalSupply: is 1 but the balances add up to/,
    )
    expect(await sandbox().dumpState()).toEqual(dump)
  })
})

describe('turned off', () => {
  it('every control answers 4000 over JSON-RPC and throws CONTROLS_OFF in process', async () => {
    const closed = await startSandbox({ controls: false, accounts: 1, logger: silentLogger })
    try {
      const remote = createSandboxControls({ url: closed.rpcUrl })
      for (const call of [remote.snapshot(), remote.mine(), remote.reset(), remote.revert('0x1')])
        expect(await rpcCodeOf(call)).toEqual({ code: 4000, data: { reason: 'NO_CONTROLS' } })
      await expect(closed.snapshot()).rejects.toMatchObject({ reason: 'CONTROLS_OFF' })
      expect(closed.controlsEnabled).toBe(false)
    } finally {
      await closed.stop()
    }
  })
})
