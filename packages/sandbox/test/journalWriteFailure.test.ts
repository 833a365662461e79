import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { v0ResourceAddressForRri } from '@ledgernet/crypto'
import {
  buildTransaction,
  finalizeTransaction,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'
import { getSystem } from '@ledgernet/node-rest-client'
import {
  JsonRpcError,
  buildTransaction as rpcBuildTransaction,
  finalizeTransaction as rpcFinalizeTransaction,
  submitTransaction as rpcSubmitTransaction,
  statusOfTransaction,
} from '@ledgernet/rpc-client'
import { getTransactionReceipt, submitNotarizedTransaction } from '@ledgernet/v0-client'
import { describe, expect, it } from 'vitest'
import { createSandboxControls } from '../src/controlsClient.js'
import type { Sandbox } from '../src/Sandbox.js'
import { recordingLogger, useDataDirectories } from './support/dataDirectories.js'
import { DiskFaults } from './support/diskFaults.js'
import { failureOf } from './support/failureOf.js'
import { type CheckedClients, specCheckedClients } from './support/specCheckedClients.js'
import {
  keyOf,
  notarizedTransaction,
  signUnsigned,
  submitThroughGateway,
  transferRequest,
  XRD,
} from './support/testSandbox.js'

const dataDirectories = useDataDirectories('ledgernet-full-disk-')

async function submitTransfer(sandbox: Sandbox, value: bigint): Promise<string> {
  const clients = specCheckedClients(sandbox)
  const [alice, bob] = sandbox.accounts
  const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, transferRequest(alice!, bob!, value))
  clients.expectConforming()
  return hash
}

async function statusOf(sandbox: Sandbox, hash: string): Promise<string> {
  const answer = await getTransactionStatus({
    client: specCheckedClients(sandbox).gateway,
    body: { transaction_identifier: { hash } },
  })
  return answer.transaction.transaction_status.status
}

/** The journal of the data directory, on a disk that fails on demand (restored after the test). */
async function faultyJournal(directory: string) {
  const journalPath = join(directory, 'journal.log')
  const disk = await DiskFaults.install(journalPath)
  dataDirectories.defer(() => disk.restore())
  return { journalPath, disk }
}

async function ledgerWithOneTransfer() {
  const directory = await dataDirectories.create()
  const logger = recordingLogger()
  // Rounds at `mine` only (the controls on for its data directory): a round's write is what fails.
  const sandbox = await dataDirectories.start({ dataDir: directory, logger, automine: false, controls: true })
  const first = await submitTransfer(sandbox, 1n)
  await sandbox.mine()
  expect(await statusOf(sandbox, first)).toBe('CONFIRMED')
  const { journalPath, disk } = await faultyJournal(directory)
  return { directory, journalPath, logger, sandbox, first, disk }
}

/** A v0 transfer of 5 subunits from account 0 to account 1, notarized by account 0. */
function notarizedTransfer(sandbox: Sandbox, nonce: bigint) {
  const [alice, bob] = sandbox.accounts
  return notarizedTransaction(
    keyOf(sandbox, 0),
    [
      {
        type: 'TransferFungible',
        from: alice!.v0Address,
        to: bob!.v0Address,
        resource: v0ResourceAddressForRri(XRD),
        amount: 5n,
      },
    ],
    { startEpoch: BigInt(sandbox.ledgerState().epoch), nonce },
  )
}

/**
 * A JSON-RPC transfer of `value` subunits from account 0 to account 1, built, signed and
 * finalized: its txID, and a submission of it (each call submits it again, as it is).
 */
async function rpcFinalizedTransfer(sandbox: Sandbox, clients: CheckedClients, value: string) {
  const [alice, bob] = sandbox.accounts
  const built = await rpcBuildTransaction({
    client: clients.rpc,
    params: [[{ type: 'TokenTransfer', from: alice!.address, to: bob!.address, amount: value, tokenIdentifier: XRD }]],
  })
  const der = signUnsigned(keyOf(sandbox, 0), built.transaction.blob)
  const { txID } = await rpcFinalizeTransaction({
    client: clients.rpc,
    params: [{ blob: built.transaction.blob }, der, alice!.publicKey],
  })
  const submit = () =>
    rpcSubmitTransaction({
      client: clients.rpc,
      params: [{ blob: built.transaction.blob }, der, alice!.publicKey, txID],
    })
  return { txID, submit }
}

/** The JSON-RPC error of a call that must be refused; `undefined` when it is not. */
const rpcRefusalOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as JsonRpcError,
  )

describe('a journal write that fails (a full disk)', () => {
  it('does not damage the journal: what is confirmed after the disk recovers survives a restart', async () => {
    const { directory, journalPath, sandbox, first, disk } = await ledgerWithOneTransfer()
    // The disk fills up 30 bytes into the next record; a round's write fails there.
    disk.arm({ kind: 'ENOSPC', atByte: (await stat(journalPath)).size + 30 })
    const lost = await submitTransfer(sandbox, 2n)
    await expect(sandbox.mine()).rejects.toMatchObject({ code: 'SANDBOX_STORE_FAILING' })
    expect(disk.events.length).toBeGreaterThan(0)
    expect(await statusOf(sandbox, lost)).not.toBe('CONFIRMED')
    disk.heal()
    await sandbox.mine()
    const later = await submitTransfer(sandbox, 3n)
    await sandbox.mine()
    expect(await statusOf(sandbox, later)).toBe('CONFIRMED')
    const confirmed = [first, later, ...((await statusOf(sandbox, lost)) === 'CONFIRMED' ? [lost] : [])]
    const balances = sandbox.accounts.map((account) => sandbox.balanceOf(account.address))
    const version = sandbox.ledgerState().version
    await sandbox.stop()

    const reopened = await dataDirectories.start({ dataDir: directory })
    for (const hash of confirmed) expect(await statusOf(reopened, hash)).toBe('CONFIRMED')
    expect(reopened.ledgerState().version).toBe(version)
    expect(reopened.accounts.map((account) => reopened.balanceOf(account.address))).toEqual(balances)
    reopened.assertInvariants()
  })

  it('cuts the journal back, keeps the round PENDING, reports the fault and refuses transactions until a write succeeds', async () => {
    const { journalPath, logger, sandbox, disk } = await ledgerWithOneTransfer()
    const before = (await stat(journalPath)).size
    disk.arm({ kind: 'ENOSPC', atByte: before + 30 })
    const second = await submitTransfer(sandbox, 2n)
    await expect(sandbox.mine()).rejects.toMatchObject({
      code: 'SANDBOX_STORE_FAILING',
      reason: 'STORE_FAILING',
      data: { error: expect.stringMatching(/ENOSPC/) },
    })
    expect(await statusOf(sandbox, second)).toBe('PENDING')
    expect((await stat(journalPath)).size).toBe(before)
    expect(sandbox.ledgerState().version).toBe(1)
    expect(logger.lines.some((line) => line.startsWith('error ') && /journal/.test(line) && /ENOSPC/.test(line))).toBe(
      true,
    )

    const clients = specCheckedClients(sandbox)
    const system = await getSystem({ client: clients.node })
    expect(system.ledger.faults.store).toMatchObject({ failing: true, failures: 1 })
    expect(system.ledger.faults.store?.error).toMatch(/ENOSPC/)
    const refused = await failureOf(submitTransfer(sandbox, 3n))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.body.details.type).toBe('NotSyncedUpError')
    // JSON-RPC and v0 refuse too, each with its documented error.
    const rpcTransfer = await rpcFinalizedTransfer(sandbox, clients, '5')
    const rpcRefusal = await rpcRefusalOf(rpcTransfer.submit())
    expect(rpcRefusal).toBeInstanceOf(JsonRpcError)
    expect(rpcRefusal).toMatchObject({
      rpcCode: 1500,
      data: { reason: 'STORE_FAILING', error: expect.stringMatching(/ENOSPC/) },
    })
    const v0 = await notarizedTransfer(sandbox, 1n)
    const v0Refusal = await failureOf(
      submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: v0.hex } }),
    )
    expect(v0Refusal).toMatchObject({
      status: 500,
      body: { code: 500, message: expect.stringMatching(/journal cannot be written \(.*ENOSPC/) },
    })

    // Space comes back: the next round writes the waiting transaction and the sandbox accepts again.
    disk.heal()
    await sandbox.mine()
    expect(await statusOf(sandbox, second)).toBe('CONFIRMED')
    expect((await getSystem({ client: clients.node })).ledger.faults.store).toMatchObject({
      failing: false,
      failures: 1,
    })
    expect(logger.lines.some((line) => /journal/.test(line) && /again/.test(line))).toBe(true)
    const third = await submitTransfer(sandbox, 4n)
    await sandbox.mine()
    expect(await statusOf(sandbox, third)).toBe('CONFIRMED')
    clients.expectConforming()
  })
})

describe('with automine (the default), a submission whose round cannot be written', () => {
  it('is refused on every interface and leaves nothing behind; the sandbox writes again by itself, then the same transaction is accepted', async () => {
    const directory = await dataDirectories.create()
    const logger = recordingLogger()
    const sandbox = await dataDirectories.start({ dataDir: directory, logger })
    expect(sandbox.mining.mode).toBe('auto')
    expect(sandbox.controlsEnabled).toBe(false)
    const clients = specCheckedClients(sandbox)
    const first = await submitTransfer(sandbox, 1n)
    expect(await statusOf(sandbox, first)).toBe('CONFIRMED')
    const { journalPath, disk } = await faultyJournal(directory)
    const [alice, bob] = sandbox.accounts
    // The disk fills up 30 bytes into the next record: a submission's round (one record) fails
    // there, and so does each of the sandbox's retries (a clock record, longer than 30 bytes).
    const failFromNextRecord = async () => {
      const size = (await stat(journalPath)).size
      disk.arm({ kind: 'ENOSPC', atByte: size + 30 })
      return size
    }
    const failing = async () => (await getSystem({ client: clients.node })).ledger.faults.store?.failing
    const recovered = async () => {
      disk.heal()
      // Nothing is submitted: the sandbox's own retry must end the fault.
      for (const started = Date.now(); await failing(); ) {
        if (Date.now() - started > 10_000) throw new Error('the sandbox did not write again by itself')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }

    // Gateway API: the round fails, the submission is refused and the transaction is unknown. A
    // duplicate sent at the same time shares its fate.
    const built = await buildTransaction({ client: clients.gateway, body: transferRequest(alice!, bob!, 2n) })
    const unsigned = built.transaction_build.unsigned_transaction
    const finalized = await finalizeTransaction({
      client: clients.gateway,
      body: {
        unsigned_transaction: unsigned,
        signature: { public_key: { hex: alice!.publicKey }, bytes: signUnsigned(keyOf(sandbox, 0), unsigned) },
      },
    })
    const gatewayId = finalized.transaction_identifier.hash
    const submitGateway = () =>
      submitTransaction({ client: clients.gateway, body: { signed_transaction: finalized.signed_transaction } })
    const before = await failFromNextRecord()
    const refusals = await Promise.all([failureOf(submitGateway()), failureOf(submitGateway())])
    for (const refused of refusals) {
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('1')
      expect(refused.body.details.type).toBe('NotSyncedUpError')
      expect(refused.body.message).toMatch(/journal cannot be written \(ENOSPC/)
    }
    expect(disk.events.length).toBeGreaterThan(0)
    expect((await stat(journalPath)).size).toBe(before)
    expect(sandbox.ledgerState().version).toBe(1)
    const unknown = await failureOf(
      getTransactionStatus({ client: clients.gateway, body: { transaction_identifier: { hash: gatewayId } } }),
    )
    expect(unknown.status).toBe(404)
    expect(await failing()).toBe(true)
    expect(logger.lines.some((line) => line.startsWith('error ') && /journal/.test(line) && /ENOSPC/.test(line))).toBe(
      true,
    )
    await recovered()

    // JSON-RPC: the same, with 1500 STORE_FAILING.
    const { txID, submit: submitRpc } = await rpcFinalizedTransfer(sandbox, clients, '3')
    await failFromNextRecord()
    const rpcRefusal = await rpcRefusalOf(submitRpc())
    expect(rpcRefusal).toBeInstanceOf(JsonRpcError)
    expect(rpcRefusal).toMatchObject({
      rpcCode: 1500,
      data: { reason: 'STORE_FAILING', error: expect.stringMatching(/ENOSPC/) },
    })
    expect(await statusOfTransaction({ client: clients.rpc, params: [txID] })).toEqual({
      txID,
      failure: 'TRANSACTION_NOT_FOUND',
    })
    await recovered()

    // Gateway v0: the same, with 500; the receipt is 404.
    const v0 = await notarizedTransfer(sandbox, 1n)
    await failFromNextRecord()
    const v0Refusal = await failureOf(
      submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: v0.hex } }),
    )
    expect(v0Refusal).toMatchObject({
      status: 500,
      body: { code: 500, message: expect.stringMatching(/journal cannot be written \(ENOSPC/) },
    })
    expect(
      (await failureOf(getTransactionReceipt({ client: clients.v0, body: { intent_hash: v0.intentHash } }))).status,
    ).toBe(404)
    expect(sandbox.ledgerState().version).toBe(1)
    await recovered()
    expect(logger.lines.some((line) => /journal writes succeed again/.test(line))).toBe(true)

    // The disk works: each refused transaction, sent again as it was, is a new submission and is committed.
    expect((await submitGateway()).duplicate).toBe(false)
    expect(await statusOf(sandbox, gatewayId)).toBe('CONFIRMED')
    expect(await submitRpc()).toMatchObject({
      result: 'OK',
      duplicate: false,
    })
    expect(await statusOfTransaction({ client: clients.rpc, params: [txID] })).toEqual({ txID, status: 'CONFIRMED' })
    expect(
      (await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: v0.hex } })).duplicate,
    ).toBe(false)
    const receipt = await getTransactionReceipt({ client: clients.v0, body: { intent_hash: v0.intentHash } })
    expect('committed' in receipt && receipt.committed.receipt.status).toBe('Succeeded')
    expect(sandbox.ledgerState().version).toBe(4)
    clients.expectConforming()

    const balances = sandbox.accounts.map((account) => sandbox.balanceOf(account.address))
    await sandbox.stop()
    const reopened = await dataDirectories.start({ dataDir: directory })
    for (const hash of [first, gatewayId, txID]) expect(await statusOf(reopened, hash)).toBe('CONFIRMED')
    expect(reopened.ledgerState().version).toBe(4)
    expect(reopened.accounts.map((account) => reopened.balanceOf(account.address))).toEqual(balances)
    reopened.assertInvariants()
  })
})

describe('the controls of a journaled sandbox (--controls) when the disk fails', () => {
  it('refuse with STORE_FAILING, in process and as JSON-RPC 4004, and change nothing', async () => {
    const { journalPath, sandbox, disk } = await ledgerWithOneTransfer()
    const alice = sandbox.accounts[0]!.address
    const size = (await stat(journalPath)).size
    const state = sandbox.ledgerState()
    const balance = sandbox.balanceOf(alice)
    disk.arm({ kind: 'EIO', atByte: size })
    const storeFailing = { code: 'SANDBOX_STORE_FAILING', data: { error: expect.stringMatching(/EIO/) } }
    await expect(sandbox.setBalance(alice, 5n)).rejects.toMatchObject(storeFailing)
    await expect(sandbox.increaseEpoch(1)).rejects.toMatchObject(storeFailing)
    await expect(sandbox.mine(5)).rejects.toMatchObject(storeFailing)
    const remote = createSandboxControls({ url: sandbox.rpcUrl })
    await expect(remote.setBalance(alice, '5')).rejects.toMatchObject({
      rpcCode: 4004,
      data: { error: expect.stringMatching(/EIO/) },
    })
    await expect(remote.increaseEpoch(1)).rejects.toMatchObject({ rpcCode: 4004 })
    expect(sandbox.balanceOf(alice)).toBe(balance)
    expect(sandbox.ledgerState()).toMatchObject({ version: state.version, epoch: state.epoch })
    expect((await stat(journalPath)).size).toBe(size)
    expect((await getSystem({ client: specCheckedClients(sandbox).node })).ledger.faults.store?.failing).toBe(true)

    disk.heal()
    expect((await sandbox.setBalance(alice, 5n)).balance).toBe(5n)
    expect((await sandbox.increaseEpoch(1)).epoch).toBe(state.epoch + 1)
    expect((await getSystem({ client: specCheckedClients(sandbox).node })).ledger.faults.store?.failing).toBe(false)
  })

  it('a revert whose cut of the journal is refused changes nothing; one whose sync fails happens and survives a restart', async () => {
    const { directory, journalPath, sandbox, disk, first } = await ledgerWithOneTransfer()
    const snapshot = await sandbox.snapshot()
    const atSnapshot = sandbox.ledgerState()
    const balances = sandbox.accounts.map((account) => sandbox.balanceOf(account.address))
    const later = await submitTransfer(sandbox, 2n)
    await sandbox.mine()
    expect(await statusOf(sandbox, later)).toBe('CONFIRMED')
    const size = (await stat(journalPath)).size

    // The disk refuses to cut the file: the revert is refused, the ledger and the journal stay.
    disk.arm({ kind: 'fsync', cutBackFails: true })
    await expect(sandbox.revert(snapshot)).rejects.toMatchObject({ code: 'SANDBOX_STORE_FAILING' })
    expect(sandbox.ledgerState().version).toBe(2)
    expect(await statusOf(sandbox, later)).toBe('CONFIRMED')
    expect((await stat(journalPath)).size).toBe(size)

    // The cut goes through but its sync fails: the revert happens (the snapshot was not used up),
    // the fault is reported, and transactions are refused until a write succeeds.
    disk.arm({ kind: 'fsync' })
    expect(await sandbox.revert(snapshot)).toEqual(atSnapshot)
    const clients = specCheckedClients(sandbox)
    expect(
      (
        await failureOf(
          getTransactionStatus({ client: clients.gateway, body: { transaction_identifier: { hash: later } } }),
        )
      ).status,
    ).toBe(404)
    expect((await getSystem({ client: clients.node })).ledger.faults.store?.failing).toBe(true)
    expect((await failureOf(submitTransfer(sandbox, 3n))).status).toBe(503)
    disk.heal()
    await sandbox.mine()
    expect((await getSystem({ client: clients.node })).ledger.faults.store?.failing).toBe(false)
    await sandbox.stop()

    const reopened = await dataDirectories.start({ dataDir: directory })
    expect(reopened.ledgerState().version).toBe(atSnapshot.version)
    expect(await statusOf(reopened, first)).toBe('CONFIRMED')
    expect(reopened.accounts.map((account) => reopened.balanceOf(account.address))).toEqual(balances)
    reopened.assertInvariants()
  })
})
