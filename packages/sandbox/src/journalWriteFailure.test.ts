import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { v0ResourceAddressForRri } from '@ledgernet/crypto'
import { getTransactionStatus } from '@ledgernet/gateway-client'
import { getSystem } from '@ledgernet/node-rest-client'
import {
  buildTransaction as rpcBuildTransaction,
  finalizeTransaction as rpcFinalizeTransaction,
  JsonRpcError,
  submitTransaction as rpcSubmitTransaction,
} from '@ledgernet/rpc-client'
import { buildNotarizedTransaction } from '@ledgernet/transaction'
import { submitNotarizedTransaction } from '@ledgernet/v0-client'
import { afterEach, describe, expect, it } from 'vitest'
import type { Sandbox } from './Sandbox.js'
import type { SandboxLogger } from './SandboxLogger.js'
import { DiskFaults } from './testing/diskFaults.js'
import { failureOf } from './testing/failureOf.js'
import { specCheckedClients } from './testing/specCheckedClients.js'
import { amount, keyOf, signUnsigned, startTestSandbox, submitThroughGateway, XRD } from './testing/testSandbox.js'

const cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

function recordingLogger(): SandboxLogger & { lines: string[] } {
  const lines: string[] = []
  const record = (level: string) => (message: string, details?: Record<string, unknown>) =>
    void lines.push(`${level} ${message} ${JSON.stringify(details ?? {})}`)
  return { lines, info: record('info'), warn: record('warn'), error: record('error') }
}

async function submitTransfer(sandbox: Sandbox, value: bigint): Promise<string> {
  const clients = specCheckedClients(sandbox)
  const [alice, bob] = sandbox.accounts
  const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, {
    actions: [
      {
        type: 'TransferTokens',
        from_account: { address: alice!.address },
        to_account: { address: bob!.address },
        amount: amount(value),
      },
    ],
    fee_payer: { address: alice!.address },
  })
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

async function ledgerWithOneTransfer() {
  const directory = await mkdtemp(join(tmpdir(), 'ledgernet-full-disk-'))
  cleanup.push(() => rm(directory, { recursive: true, force: true }))
  const logger = recordingLogger()
  const sandbox = await startTestSandbox({ dataDir: directory, logger })
  cleanup.push(() => sandbox.stop())
  void sandbox.setAutomine(false)
  const first = await submitTransfer(sandbox, 1n)
  await sandbox.mine()
  expect(await statusOf(sandbox, first)).toBe('CONFIRMED')
  const journalPath = join(directory, 'journal.log')
  const disk = await DiskFaults.install(journalPath)
  cleanup.push(() => disk.restore())
  return { directory, journalPath, logger, sandbox, first, disk }
}

describe('a journal write that fails (a full disk)', () => {
  it('does not damage the journal: what is confirmed after the disk recovers survives a restart', async () => {
    const { directory, journalPath, sandbox, first, disk } = await ledgerWithOneTransfer()
    // The disk fills up 30 bytes into the next record; a round's write fails there.
    disk.arm({ kind: 'ENOSPC', atByte: (await stat(journalPath)).size + 30 })
    const lost = await submitTransfer(sandbox, 2n)
    await sandbox.mine()
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

    const reopened = await startTestSandbox({ dataDir: directory })
    cleanup.push(() => reopened.stop())
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
    await sandbox.mine()
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
    const [alice, bob] = sandbox.accounts
    const built = await rpcBuildTransaction({
      client: clients.rpc,
      params: [[{ type: 'TokenTransfer', from: alice!.address, to: bob!.address, amount: '5', tokenIdentifier: XRD }]],
    })
    const der = signUnsigned(keyOf(sandbox, 0), built.transaction.blob)
    const { txID } = await rpcFinalizeTransaction({
      client: clients.rpc,
      params: [{ blob: built.transaction.blob }, der, alice!.publicKey],
    })
    const rpcRefusal = await rpcSubmitTransaction({
      client: clients.rpc,
      params: [{ blob: built.transaction.blob }, der, alice!.publicKey, txID],
    }).then(
      () => undefined,
      (error: unknown) => error as JsonRpcError,
    )
    expect(rpcRefusal).toBeInstanceOf(JsonRpcError)
    expect(rpcRefusal).toMatchObject({
      rpcCode: 1500,
      data: { reason: 'STORE_FAILING', error: expect.stringMatching(/ENOSPC/) },
    })
    const epoch = sandbox.ledgerState().epoch
    const v0 = await buildNotarizedTransaction({
      intent: {
        header: {
          network: 'localnet',
          startEpoch: BigInt(epoch),
          endEpoch: BigInt(epoch + 10),
          nonce: 1n,
          notaryPublicKey: keyOf(sandbox, 0).publicKey,
          notaryAsSignatory: true,
          costUnitLimit: 1_000_000,
          tipPercentage: 0,
        },
        manifest: {
          instructions: [
            {
              type: 'TransferFungible',
              from: alice!.v0Address,
              to: bob!.v0Address,
              resource: v0ResourceAddressForRri(XRD),
              amount: 5n,
            },
          ],
        },
      },
      signers: [],
      notary: keyOf(sandbox, 0).toSigner(),
    })
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
