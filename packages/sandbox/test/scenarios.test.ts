import { deriveTokenRri, v0ResourceAddressForRri } from '@ledgernet/crypto'
import { buildTransaction, finalizeTransaction, getTransactionStatus } from '@ledgernet/gateway-client'
import { statusOfTransaction } from '@ledgernet/rpc-client'
import { getResource, submitNotarizedTransaction } from '@ledgernet/v0-client'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/Sandbox.js'
import { useCheckedSandbox } from './support/checkedSandbox.js'
import { failureOf } from './support/failureOf.js'
import type { CheckedClients } from './support/specCheckedClients.js'
import {
  amount,
  keyOf,
  notarizedTransaction,
  signUnsigned,
  submitThroughGateway,
  transferRequest,
  waitForGatewayStatus,
  XRD,
} from './support/testSandbox.js'

const checked = useCheckedSandbox()
let sandbox: Sandbox
let clients: CheckedClients
let alice: Sandbox['accounts'][number]
let bob: Sandbox['accounts'][number]
let carol: Sandbox['accounts'][number]

beforeAll(() => {
  sandbox = checked.sandbox()
  clients = checked.clients()
  ;[alice, bob, carol] = sandbox.accounts as [
    Sandbox['accounts'][number],
    Sandbox['accounts'][number],
    Sandbox['accounts'][number],
  ]
})

const properties = (symbol: string, mutable: boolean, owner = alice) => ({
  symbol,
  name: `Token ${symbol}`,
  description: 'a scenario token',
  icon_url: '',
  url: 'https://example.com',
  is_supply_mutable: mutable,
  granularity: '1' as const,
  owner: { address: owner.address },
})
const rri = (symbol: string, owner = alice) => deriveTokenRri(owner.publicKey, symbol, 'localnet')
const signer = (account: Sandbox['accounts'][number]) => sandbox.accounts.indexOf(account)

async function confirm(account: Sandbox['accounts'][number], request: Parameters<typeof buildTransaction>[0]['body']) {
  const { hash } = await submitThroughGateway(sandbox, clients.gateway, signer(account), request)
  const status = await waitForGatewayStatus(clients.gateway, hash)
  expect(status.transaction.transaction_status.status).toBe('CONFIRMED')
  return status
}

/** The HTTP error of a build the gateway must refuse. */
const refusedBuild = (request: Parameters<typeof buildTransaction>[0]['body']) =>
  failureOf(buildTransaction({ client: clients.gateway, body: request }))

describe('token scenarios', () => {
  it('a mutable token: create, mint, transfer, burn', async () => {
    const gem = rri('gem')
    await confirm(alice, {
      actions: [
        { type: 'CreateTokenDefinition', token_properties: properties('gem', true), token_supply: amount(0n, gem) },
      ],
      fee_payer: { address: alice.address },
    })
    expect(sandbox.balanceOf(alice.address, gem)).toBe(0n)
    await confirm(alice, {
      actions: [{ type: 'MintTokens', to_account: { address: alice.address }, amount: amount(1000n, gem) }],
      fee_payer: { address: alice.address },
    })
    await confirm(alice, transferRequest(alice, bob, 300n, gem))
    await confirm(alice, {
      actions: [{ type: 'BurnTokens', from_account: { address: alice.address }, amount: amount(200n, gem) }],
      fee_payer: { address: alice.address },
    })
    expect(sandbox.balanceOf(alice.address, gem)).toBe(500n)
    expect(sandbox.balanceOf(bob.address, gem)).toBe(300n)
    // The same token on v0: total supply 800, owned by Alice's key.
    const { manager } = await getResource({
      client: clients.v0,
      body: { resource_address: v0ResourceAddressForRri(gem) },
    })
    expect(manager).toMatchObject({
      resource_type: 'Fungible',
      symbol: 'gem',
      is_supply_mutable: true,
      total_supply: '800',
    })
  })

  it('a fixed token: its whole supply goes to to_account and it never mints or burns', async () => {
    const gold = rri('gold')
    await confirm(alice, {
      actions: [
        {
          type: 'CreateTokenDefinition',
          token_properties: properties('gold', false),
          token_supply: amount(10n ** 24n, gold),
          to_account: { address: carol.address },
        },
      ],
      fee_payer: { address: alice.address },
    })
    expect(sandbox.balanceOf(carol.address, gold)).toBe(10n ** 24n)
    const mint = await refusedBuild({
      actions: [{ type: 'MintTokens', to_account: { address: alice.address }, amount: amount(1n, gold) }],
      fee_payer: { address: alice.address },
    })
    expect(mint.body.details.reason).toBe('FIXED_SUPPLY_TOKEN')
    const burn = await refusedBuild({
      actions: [{ type: 'BurnTokens', from_account: { address: carol.address }, amount: amount(1n, gold) }],
      fee_payer: { address: carol.address },
    })
    expect(burn.body.details.reason).toBe('FIXED_SUPPLY_TOKEN')
    const again = await refusedBuild({
      actions: [
        {
          type: 'CreateTokenDefinition',
          token_properties: properties('gold', false),
          token_supply: amount(1n, gold),
          to_account: { address: alice.address },
        },
      ],
      fee_payer: { address: alice.address },
    })
    expect(again.body.details.reason).toBe('TOKEN_ALREADY_EXISTS')
  })

  it('mint and burn in the transaction that creates the token', async () => {
    const ruby = rri('ruby')
    const status = await confirm(alice, {
      actions: [
        { type: 'CreateTokenDefinition', token_properties: properties('ruby', true), token_supply: amount(0n, ruby) },
        { type: 'MintTokens', to_account: { address: alice.address }, amount: amount(50n, ruby) },
        { type: 'BurnTokens', from_account: { address: alice.address }, amount: amount(20n, ruby) },
        {
          type: 'TransferTokens',
          from_account: { address: alice.address },
          to_account: { address: bob.address },
          amount: amount(5n, ruby),
        },
      ],
      fee_payer: { address: alice.address },
    })
    expect(status.transaction.actions).toHaveLength(4)
    expect(sandbox.balanceOf(alice.address, ruby)).toBe(25n)
    expect(sandbox.balanceOf(bob.address, ruby)).toBe(5n)
  })

  it("a stranger's mint fails, even signed by the stranger", async () => {
    const opal = rri('opal')
    await confirm(alice, {
      actions: [
        { type: 'CreateTokenDefinition', token_properties: properties('opal', true), token_supply: amount(0n, opal) },
      ],
      fee_payer: { address: alice.address },
    })
    const refused = await refusedBuild({
      actions: [{ type: 'MintTokens', to_account: { address: bob.address }, amount: amount(1n, opal) }],
      fee_payer: { address: bob.address },
    })
    expect(refused.body.details).toMatchObject({
      type: 'InvalidActionError',
      reason: 'NOT_TOKEN_OWNER',
      action_index: 0,
    })
    expect(sandbox.balanceOf(bob.address, opal)).toBe(0n)
  })

  it('an overspend fails and changes nothing', async () => {
    const before = sandbox.balanceOf(bob.address)
    const refused = await refusedBuild(transferRequest(bob, alice, before + 1n))
    expect(refused.body.details.type).toBe('NotEnoughTokensForTransferError')
    expect(sandbox.balanceOf(bob.address)).toBe(before)
  })

  it('a token created on v0 is the same token on the Gateway API', async () => {
    const key = keyOf(sandbox, 0)
    const epoch = BigInt(sandbox.ledgerState().epoch)
    const built = await notarizedTransaction(
      key,
      [
        {
          type: 'CreateFungibleResource',
          owner: key.publicKey,
          symbol: 'jade',
          metadata: [{ key: 'name', value: 'Jade' }],
          isSupplyMutable: true,
          initialSupply: 100n,
          to: alice.v0Address,
        },
      ],
      { startEpoch: epoch, endEpoch: epoch + 5n, nonce: 77n },
    )
    await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: built.hex } })
    await sandbox.mine()
    const jade = rri('jade')
    expect(sandbox.balanceOf(alice.address, jade)).toBe(100n)
    await confirm(alice, {
      actions: [{ type: 'MintTokens', to_account: { address: bob.address }, amount: amount(1n, jade) }],
      fee_payer: { address: alice.address },
    })
    expect(sandbox.balanceOf(bob.address, jade)).toBe(1n)
  })
})

describe('transactions that can no longer apply end FAILED', () => {
  it('when the validity window passes before a round commits it', async () => {
    await sandbox.setAutomine(false)
    try {
      const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, transferRequest(alice, bob, 1n))
      expect(
        (await getTransactionStatus({ client: clients.gateway, body: { transaction_identifier: { hash } } }))
          .transaction.transaction_status.status,
      ).toBe('PENDING')
      await sandbox.increaseEpoch(100)
      await sandbox.mine()
      const { transaction } = await getTransactionStatus({
        client: clients.gateway,
        body: { transaction_identifier: { hash } },
      })
      expect(transaction.transaction_status).toMatchObject({
        status: 'FAILED',
        failure: expect.stringMatching(/^Expired/),
      })
      expect(transaction.fee_paid.value).toBe('0')
    } finally {
      await sandbox.setAutomine(true)
    }
  })

  it('a transaction built before its window ended cannot be finalized afterwards', async () => {
    const built = await buildTransaction({ client: clients.gateway, body: transferRequest(alice, bob, 1n) })
    await sandbox.increaseEpoch(100)
    const refused = await failureOf(
      finalizeTransaction({
        client: clients.gateway,
        body: {
          unsigned_transaction: built.transaction_build.unsigned_transaction,
          signature: {
            public_key: { hex: alice.publicKey },
            bytes: signUnsigned(keyOf(sandbox, 0), built.transaction_build.unsigned_transaction),
          },
        },
      }),
    )
    expect(refused.body.details).toMatchObject({ type: 'InvalidTransactionError', reason: 'EXPIRED' })
  })

  it('when the state changed since it was built (the same XRD spent twice)', async () => {
    const spendable = sandbox.balanceOf(carol.address) - 10n ** 18n
    const request = transferRequest(carol, alice, spendable)
    await sandbox.setAutomine(false)
    let first: string
    let second: string
    try {
      first = (await submitThroughGateway(sandbox, clients.gateway, signer(carol), request)).hash
      second = (await submitThroughGateway(sandbox, clients.gateway, signer(carol), request)).hash
      await sandbox.mine()
    } finally {
      await sandbox.setAutomine(true)
    }
    expect((await waitForGatewayStatus(clients.gateway, first)).transaction.transaction_status.status).toBe('CONFIRMED')
    const failed = await waitForGatewayStatus(clients.gateway, second)
    expect(failed.transaction.transaction_status).toMatchObject({
      status: 'FAILED',
      failure: expect.stringMatching(/^NotEnoughTokensForTransfer/),
    })
    // The RPC view agrees.
    expect(await statusOfTransaction({ client: clients.rpc, params: [second] })).toEqual({
      txID: second,
      status: 'FAILED',
    })
  })
})

describe('the ledger state', () => {
  it('grows by one version per committed transaction and reports rounds and epochs', async () => {
    const before = sandbox.ledgerState()
    await confirm(alice, transferRequest(alice, bob, 1n, XRD))
    const after = sandbox.ledgerState()
    expect(after.version).toBe(before.version + 1)
    expect(after.epoch * 100 + after.round).toBeGreaterThan(before.epoch * 100 + before.round)
  })
})
