import {
  encodeAccountAddress,
  hexToBytes,
  PrivateKey,
  sha256d,
  toSubunits,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { buildTransaction, finalizeTransaction, getTransactionStatus } from '@ledgernet/gateway-client'
import { statusOfTransaction } from '@ledgernet/rpc-client'
import type { Instruction } from '@ledgernet/transaction'
import { getTransactionReceipt, submitNotarizedTransaction } from '@ledgernet/v0-client'
import { afterEach, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/Sandbox.js'
import { failureOf } from './support/failureOf.js'
import { type CheckedClients, specCheckedClients } from './support/specCheckedClients.js'
import { amount, notarizedTransaction, startTestSandbox, submitThroughGateway, XRD } from './support/testSandbox.js'

const started: Sandbox[] = []
afterEach(async () => {
  for (const sandbox of started.splice(0)) await sandbox.stop()
})

/** A sandbox of its own whose rounds run at `mine` only (so that one round holds several transactions). */
async function sandboxWith(options: Parameters<typeof startTestSandbox>[0]) {
  const sandbox = await startTestSandbox({ ...options, automine: false })
  started.push(sandbox)
  return { sandbox, clients: specCheckedClients(sandbox) }
}

/** `count` transfers that each spend most of account 0's balance: in one round, the first confirms and the rest fail. */
async function doubleSpends(sandbox: Sandbox, clients: CheckedClients, count: number): Promise<string[]> {
  const [alice, bob] = sandbox.accounts
  const most = (sandbox.balanceOf(alice!.address) * 9n) / 10n
  const hashes: string[] = []
  for (let index = 0; index < count; index++) {
    const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, {
      actions: [
        {
          type: 'TransferTokens',
          from_account: { address: alice!.address },
          to_account: { address: bob!.address },
          amount: amount(most - BigInt(index)),
        },
      ],
      fee_payer: { address: alice!.address },
    })
    hashes.push(hash)
  }
  await sandbox.mine()
  return hashes
}

async function gatewayStatus(clients: CheckedClients, hash: string): Promise<string> {
  try {
    return (await getTransactionStatus({ client: clients.gateway, body: { transaction_identifier: { hash } } }))
      .transaction.transaction_status.status
  } catch (error) {
    const { status, body } = await failureOf(Promise.reject(error))
    expect(body.details.type).toBe('TransactionNotFoundError')
    return String(status)
  }
}

describe('FAILED transactions', () => {
  it('are kept for status queries in a window of the most recent `count`, then forgotten', async () => {
    const { sandbox, clients } = await sandboxWith({ failedWindow: { count: 3 } })
    const [confirmed, ...failed] = await doubleSpends(sandbox, clients, 6)
    expect(await gatewayStatus(clients, confirmed!)).toBe('CONFIRMED')
    const statuses = await Promise.all(failed.map((hash) => gatewayStatus(clients, hash)))
    expect(statuses).toEqual(['404', '404', 'FAILED', 'FAILED', 'FAILED'])
    const rpc = await statusOfTransaction({ client: clients.rpc, params: [failed[0]!] })
    expect(rpc).toEqual({ txID: failed[0], failure: 'TRANSACTION_NOT_FOUND' })
    clients.expectConforming()
  })

  it('are as a revert finds them: those the snapshot answered for come back, and the window stays bounded', async () => {
    const { sandbox, clients } = await sandboxWith({ failedWindow: { count: 2 } })
    const [, a, b] = await doubleSpends(sandbox, clients, 3)
    const snapshot = await sandbox.snapshot()
    const [, c, d] = await doubleSpends(sandbox, clients, 3)
    expect(await Promise.all([a, b, c, d].map((hash) => gatewayStatus(clients, hash!)))).toEqual([
      '404',
      '404',
      'FAILED',
      'FAILED',
    ])
    await sandbox.revert(snapshot)
    expect(await Promise.all([a, b, c, d].map((hash) => gatewayStatus(clients, hash!)))).toEqual([
      'FAILED',
      'FAILED',
      '404',
      '404',
    ])
    // The window is the snapshot's again: the next failure pushes the oldest of it out.
    const [, e] = await doubleSpends(sandbox, clients, 2)
    expect(await Promise.all([a, b, e].map((hash) => gatewayStatus(clients, hash!)))).toEqual([
      '404',
      'FAILED',
      'FAILED',
    ])
    clients.expectConforming()
  })

  it('are forgotten once older than the window’s age', async () => {
    const { sandbox, clients } = await sandboxWith({ failedWindow: { ageMs: 100 } })
    const [, failed] = await doubleSpends(sandbox, clients, 2)
    expect(await gatewayStatus(clients, failed!)).toBe('FAILED')
    await new Promise((resolve) => setTimeout(resolve, 150))
    // No round runs in between (an idle sandbox with automine runs none either): asking is enough.
    expect(await gatewayStatus(clients, failed!)).toBe('404')
    clients.expectConforming()
  })
})

describe('a v0 transaction whose notary cannot pay the fee', () => {
  const native = v0ResourceAddressForRri(XRD)
  let nonce = 1n
  async function notarized(notary: PrivateKey, instructions: Instruction[], epoch: number) {
    return notarizedTransaction(notary, instructions, { startEpoch: BigInt(epoch), nonce: nonce++ })
  }

  it('is refused at submission with 400 and the spec’s error body, and never reaches the ledger', async () => {
    const { sandbox, clients } = await sandboxWith({})
    const unfunded = PrivateKey.generate()
    const epoch = sandbox.ledgerState().epoch
    const built = await notarized(
      unfunded,
      [
        {
          type: 'TransferFungible',
          from: sandbox.accounts[0]!.v0Address,
          to: sandbox.accounts[1]!.v0Address,
          resource: native,
          amount: 1n,
        },
      ],
      epoch,
    )
    const refused = await failureOf(
      submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: built.hex } }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe(400)
    expect(refused.body.message).toMatch(
      /^the notary's account account_sim1\w+ cannot pay the fee: [\d.]+ XRD required, 0 XRD available$/,
    )
    await sandbox.mine()
    expect(sandbox.ledgerState().version).toBe(0)
    expect(
      (await failureOf(getTransactionReceipt({ client: clients.v0, body: { intent_hash: built.intentHash } }))).status,
    ).toBe(404)
    clients.expectConforming()
  })

  it('counts the fees of the notary’s transactions still pending', async () => {
    const { sandbox, clients } = await sandboxWith({})
    const notary = PrivateKey.generate()
    const epoch = sandbox.ledgerState().epoch
    const own = v0AccountAddress(notary.publicKey.hex, 'localnet')
    const pay = (index: number): Instruction[] => [
      {
        type: 'TransferFungible',
        from: own,
        to: sandbox.accounts[1]!.v0Address,
        resource: native,
        amount: BigInt(index),
      },
    ]
    const probe = await notarized(notary, pay(1), epoch)
    const fee = /([\d.]+) XRD required/.exec(
      (
        await failureOf(
          submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: probe.hex } }),
        )
      ).body.message,
    )![1]!
    // Fund the notary with one and a half times the fee of one transaction.
    const funding = await submitThroughGateway(sandbox, clients.gateway, 0, {
      actions: [
        {
          type: 'TransferTokens',
          from_account: { address: sandbox.accounts[0]!.address },
          to_account: { address: encodeAccountAddress(notary.publicKey.hex, 'localnet') },
          amount: amount((toSubunits(fee) * 3n) / 2n),
        },
      ],
      fee_payer: { address: sandbox.accounts[0]!.address },
    })
    await sandbox.mine()
    expect(await gatewayStatus(clients, funding.hash)).toBe('CONFIRMED')
    const first = await notarized(notary, pay(2), epoch)
    const second = await notarized(notary, pay(3), epoch)
    expect(
      (await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: first.hex } }))
        .duplicate,
    ).toBe(false)
    const refused = await failureOf(
      submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: second.hex } }),
    )
    expect(refused.body.message).toMatch(/cannot pay the fee/)
    clients.expectConforming()
  })

  it('Rejected in its round (another transaction spent the XRD) takes no version and leaves the window like a FAILED one', async () => {
    const { sandbox, clients } = await sandboxWith({ failedWindow: { count: 1 } })
    const notary = PrivateKey.generate()
    const address = encodeAccountAddress(notary.publicKey.hex, 'localnet')
    const own = v0AccountAddress(notary.publicKey.hex, 'localnet')
    const epoch = sandbox.ledgerState().epoch
    const funding = await submitThroughGateway(sandbox, clients.gateway, 0, {
      actions: [
        {
          type: 'TransferTokens',
          from_account: { address: sandbox.accounts[0]!.address },
          to_account: { address },
          amount: amount(10n ** 18n),
        },
      ],
      fee_payer: { address: sandbox.accounts[0]!.address },
    })
    await sandbox.mine()
    expect(await gatewayStatus(clients, funding.hash)).toBe('CONFIRMED')
    // In one round: the notary's account sends all its XRD away (the fee does not depend on the
    // amount), then its v0 transactions run.
    const drain = (value: bigint) =>
      buildTransaction({
        client: clients.gateway,
        body: {
          actions: [
            {
              type: 'TransferTokens',
              from_account: { address },
              to_account: { address: sandbox.accounts[1]!.address },
              amount: amount(value),
            },
          ],
          fee_payer: { address },
        },
      })
    const fee = BigInt((await drain(1n)).transaction_build.fee.value)
    const built = await drain(10n ** 18n - fee)
    const unsigned = built.transaction_build.unsigned_transaction
    const finalized = await finalizeTransaction({
      client: clients.gateway,
      body: {
        unsigned_transaction: unsigned,
        signature: {
          public_key: { hex: notary.publicKey.hex },
          bytes: notary.sign(sha256d(hexToBytes(unsigned))).toDERHex(),
        },
        submit: true,
      },
    })
    const rejected = []
    for (const value of [1n, 2n]) {
      const intent = await notarized(
        notary,
        [
          {
            type: 'TransferFungible',
            from: own,
            to: sandbox.accounts[1]!.v0Address,
            resource: native,
            amount: 10n ** 17n - value,
          },
        ],
        epoch,
      )
      await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: intent.hex } })
      rejected.push(intent.intentHash)
    }
    const version = sandbox.ledgerState().version
    await sandbox.mine()
    expect(await gatewayStatus(clients, finalized.transaction_identifier.hash)).toBe('CONFIRMED')
    expect(sandbox.ledgerState().version).toBe(version + 1)
    expect(
      (await failureOf(getTransactionReceipt({ client: clients.v0, body: { intent_hash: rejected[0]! } }))).status,
    ).toBe(404)
    const receipt = await getTransactionReceipt({ client: clients.v0, body: { intent_hash: rejected[1]! } })
    expect(receipt).toMatchObject({
      committed: { state_version: version + 1, receipt: { status: 'Rejected', fee_summary: { xrd_burned: '0' } } },
    })
    sandbox.assertInvariants()
    clients.expectConforming()
  })
})
