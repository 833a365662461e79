import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { deriveTokenRri } from '@ledgernet/crypto'
import { getTransactionStatus } from '@ledgernet/gateway-client'
import { getSystem } from '@ledgernet/node-rest-client'
import { describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/Sandbox.js'
import { startBinSandbox } from './support/binSandbox.js'
import { useDataDirectories } from './support/dataDirectories.js'
import { specCheckedClients } from './support/specCheckedClients.js'
import {
  amount,
  startTestSandbox,
  submitThroughGateway,
  transferRequest,
  waitForGatewayStatus,
} from './support/testSandbox.js'

const dataDirectories = useDataDirectories('ledgernet-sandbox-')
const dataDir = () => dataDirectories.create()

async function transfer(sandbox: Sandbox, value: bigint) {
  const clients = specCheckedClients(sandbox)
  const [alice, bob] = sandbox.accounts
  const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, transferRequest(alice!, bob!, value))
  const status = await waitForGatewayStatus(clients.gateway, hash)
  expect(status.transaction.transaction_status.status).toBe('CONFIRMED')
  clients.expectConforming()
  return hash
}

describe('with a data directory', () => {
  it('keeps the ledger across a restart: balances, tokens, statuses, versions and the clock', async () => {
    const directory = await dataDir()
    const first = await startTestSandbox({ dataDir: directory, roundsPerEpoch: 5 })
    const hash = await transfer(first, 123n)
    const clients = specCheckedClients(first)
    const alice = first.accounts[0]!
    const gem = deriveTokenRri(alice.publicKey, 'gem', 'localnet')
    const created = await submitThroughGateway(first, clients.gateway, 0, {
      actions: [
        {
          type: 'CreateTokenDefinition',
          token_properties: {
            symbol: 'gem',
            name: 'Gem',
            description: '',
            icon_url: '',
            url: '',
            is_supply_mutable: true,
            granularity: '1',
            owner: { address: alice.address },
          },
          token_supply: amount(0n, gem),
        },
        { type: 'MintTokens', to_account: { address: alice.address }, amount: amount(9n, gem) },
      ],
      fee_payer: { address: alice.address },
    })
    await waitForGatewayStatus(clients.gateway, created.hash)
    const state = first.ledgerState()
    const balances = first.accounts.map((account) => first.balanceOf(account.address))
    await first.stop()

    const second = await startTestSandbox({ dataDir: directory, roundsPerEpoch: 5 })
    try {
      expect(second.ledgerState().version).toBe(state.version)
      expect(second.ledgerState().epoch).toBeGreaterThanOrEqual(state.epoch)
      expect(second.accounts.map((account) => second.balanceOf(account.address))).toEqual(balances)
      expect(second.balanceOf(alice.address, gem)).toBe(9n)
      expect(second.accounts[0]!.privateKey).toBe(alice.privateKey)
      const after = specCheckedClients(second)
      const status = await getTransactionStatus({ client: after.gateway, body: { transaction_identifier: { hash } } })
      expect(status.transaction.transaction_status).toMatchObject({ status: 'CONFIRMED', ledger_state_version: 1 })
      expect((await getSystem({ client: after.node })).ledger.stored).toBe(state.version)
      await transfer(second, 1n)
      expect(second.ledgerState().version).toBe(state.version + 1)
      second.assertInvariants()
      after.expectConforming()
    } finally {
      await second.stop()
    }
  })

  it('keeps a CONFIRMED transaction when the process is killed with SIGKILL', async () => {
    const directory = await dataDir()
    const bin = await startBinSandbox(['--round-ms', '5', '--accounts', '3', '--data-dir', directory])
    try {
      // The bin's --json output is all a client needs to reach the sandbox and sign for its accounts.
      const hash = await transfer(bin.sandbox, 77n)
      await bin.kill()
      const reopened = await startTestSandbox({ dataDir: directory, accounts: 3 })
      try {
        const clients = specCheckedClients(reopened)
        const status = await getTransactionStatus({
          client: clients.gateway,
          body: { transaction_identifier: { hash } },
        })
        expect(status.transaction.transaction_status.status).toBe('CONFIRMED')
        expect(reopened.balanceOf(reopened.accounts[1]!.address)).toBe(reopened.accounts[1]!.balance + 77n)
        reopened.assertInvariants()
      } finally {
        await reopened.stop()
      }
    } finally {
      await bin.kill()
    }
  })

  it('cuts off a torn last record and refuses a journal damaged in the middle', async () => {
    const directory = await dataDir()
    const first = await startTestSandbox({ dataDir: directory })
    await transfer(first, 1n)
    await transfer(first, 2n)
    await first.stop()
    const path = join(directory, 'journal.log')
    const intact = await readFile(path)
    await writeFile(path, Buffer.concat([intact, Buffer.from([0, 0, 1, 0, 9, 9, 9])]))
    const torn = await startTestSandbox({ dataDir: directory })
    expect(torn.ledgerState().version).toBe(2)
    await torn.stop()
    expect((await readFile(path)).length).toBe(intact.length)
    const damaged = Buffer.from(intact)
    damaged[20]! ^= 0xff
    await writeFile(path, damaged)
    await expect(startTestSandbox({ dataDir: directory })).rejects.toMatchObject({
      code: 'JOURNAL_DAMAGED',
      offset: 8,
      lastGoodVersion: 0,
    })
  })

  it('refuses to reopen a ledger with other genesis accounts', async () => {
    const directory = await dataDir()
    await (await startTestSandbox({ dataDir: directory, accounts: 2 })).stop()
    await expect(startTestSandbox({ dataDir: directory, accounts: 3 })).rejects.toMatchObject({
      code: 'GENESIS_MISMATCH',
    })
  })
})

describe('controls on a journaled sandbox', () => {
  it('are off unless asked for', async () => {
    const sandbox = await startTestSandbox({ dataDir: await dataDir() })
    try {
      expect(sandbox.controlsEnabled).toBe(false)
      await expect(sandbox.snapshot()).rejects.toMatchObject({ reason: 'CONTROLS_OFF', data: { reason: 'JOURNALED' } })
    } finally {
      await sandbox.stop()
    }
  })

  it('are journaled when asked for: a restart replays to the ledger they left (revert, setBalance, loadState, reset)', async () => {
    const directory = await dataDir()
    const first = await startTestSandbox({ dataDir: directory, controls: true })
    const [alice, bob, carol] = first.accounts
    await first.setBalance(carol!.address, 77n)
    const id = await first.snapshot()
    await transfer(first, 5n)
    await first.revert(id)
    await transfer(first, 9n)
    const kept = await first.dumpState()
    await first.stop()

    const second = await startTestSandbox({ dataDir: directory, controls: true })
    expect(await second.dumpState()).toEqual(kept)
    expect(second.balanceOf(carol!.address)).toBe(77n)
    // A loaded state, then a reset, each survive a restart too.
    await second.loadState({
      ...kept,
      accounts: kept.accounts.map((account) => (account.address === bob!.address ? { ...account } : account)),
    })
    await second.setBalance(alice!.address, 1n)
    const loaded = await second.dumpState()
    await second.stop()
    const third = await startTestSandbox({ dataDir: directory, controls: true })
    expect(await third.dumpState()).toEqual(loaded)
    await third.reset()
    const genesis = await third.dumpState()
    await third.stop()
    const fourth = await startTestSandbox({ dataDir: directory, controls: true })
    try {
      expect(await fourth.dumpState()).toEqual(genesis)
      expect(fourth.ledgerState().version).toBe(0)
      fourth.assertInvariants()
    } finally {
      await fourth.stop()
    }
  })
})
