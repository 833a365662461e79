import { describe, expect, it } from 'vitest'
import { specCheckedClients } from './support/specCheckedClients.js'
import { startTestSandbox, submitThroughGateway, transferRequest, waitForGatewayStatus } from './support/testSandbox.js'

describe('several sandboxes in one process', () => {
  it('run side by side on their own ports with their own ledgers, and stop cleanly', async () => {
    const sandboxes = await Promise.all([startTestSandbox(), startTestSandbox(), startTestSandbox({ roundMs: 20 })])
    expect(new Set(sandboxes.map((sandbox) => sandbox.port)).size).toBe(3)
    const sent = await Promise.all(
      sandboxes.map(async (sandbox, index) => {
        const clients = specCheckedClients(sandbox)
        const [alice, bob] = sandbox.accounts
        const value = BigInt(index + 1) * 1000n
        const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, transferRequest(alice!, bob!, value))
        await waitForGatewayStatus(clients.gateway, hash)
        clients.expectConforming()
        return { hash, value }
      }),
    )
    sandboxes.forEach((sandbox, index) => {
      expect(sandbox.ledgerState().version).toBe(1)
      expect(sandbox.balanceOf(sandbox.accounts[1]!.address)).toBe(sandbox.accounts[1]!.balance + sent[index]!.value)
      sandbox.assertInvariants()
    })
    // Each ledger knows only its own transaction.
    const other = await fetch(`${sandboxes[1]!.gatewayUrl}/transaction/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        network_identifier: { network: 'localnet' },
        transaction_identifier: { hash: sent[0]!.hash },
      }),
    })
    expect(other.status).toBe(404)
    await Promise.all(sandboxes.map((sandbox) => sandbox.stop()))
    await Promise.all(sandboxes.map((sandbox) => sandbox.stop()))
    for (const sandbox of sandboxes) await expect(fetch(`${sandbox.nodeUrl}/api/ping`)).rejects.toThrow()
  })

  it('stop() waits for requests in flight', async () => {
    const sandbox = await startTestSandbox()
    const pings = Array.from({ length: 20 }, () =>
      fetch(`${sandbox.nodeUrl}/api/system`).then((response) => response.status),
    )
    await new Promise((resolve) => setTimeout(resolve, 1))
    await sandbox.stop()
    const statuses = await Promise.allSettled(pings)
    for (const status of statuses) if (status.status === 'fulfilled') expect(status.value).toBe(200)
  })
})
