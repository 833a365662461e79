import { isJsonRpcError } from '@ledgernet/rpc-client'
import { afterAll, describe, expect, it } from 'vitest'
import { specCheckedClients } from '../test/support/specCheckedClients.js'
import { submitThroughGateway, transferRequest, waitForGatewayStatus } from '../test/support/testSandbox.js'
import { createSandboxControls } from './controlsClient.js'
import { createMemorySandbox, MEMORY_SANDBOX_ORIGIN } from './createMemorySandbox.js'

const sandbox = createMemorySandbox({ accounts: 3 })
afterAll(() => sandbox.stop())

describe('createMemorySandbox', () => {
  it('answers every interface through its fetch, with no socket: a transfer, spec-checked, and its status', async () => {
    expect(sandbox).toMatchObject({
      gatewayUrl: MEMORY_SANDBOX_ORIGIN,
      rpcUrl: `${MEMORY_SANDBOX_ORIGIN}/rpc`,
      mining: { mode: 'auto', roundMs: null },
    })
    expect(sandbox).not.toHaveProperty('port')
    const clients = specCheckedClients(sandbox)
    const [alice, bob] = sandbox.accounts
    const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, transferRequest(alice!, bob!, 5n))
    expect((await waitForGatewayStatus(clients.gateway, hash)).transaction.transaction_status.status).toBe('CONFIRMED')
    expect(sandbox.balanceOf(bob!.address)).toBe(bob!.balance + 5n)
    // Only an omitted token means XRD: a token the caller has not got yet is refused, not read as XRD.
    expect(() => sandbox.balanceOf(bob!.address, undefined as unknown as string)).toThrow(
      'Invalid rri: must be a token identifier; omit it to read XRD.',
    )
    expect(await (await sandbox.fetch(`${sandbox.nodeUrl}/api/ping`)).json()).toMatchObject({ response: 'pong' })
    const epoch = await sandbox.fetch(`${sandbox.v0Url}/v0/state/epoch`, { method: 'POST' })
    expect(await epoch.json()).toEqual({ epoch: 0 })
    clients.expectConforming()
    sandbox.assertInvariants()
  })

  it('takes the controls through JSON-RPC as the HTTP sandbox does: from the controls client, never from a web page', async () => {
    const controls = createSandboxControls({ url: sandbox.rpcUrl, fetch: sandbox.fetch })
    const id = await controls.snapshot()
    await controls.setBalance(sandbox.accounts[2]!.address, 1n)
    expect(sandbox.balanceOf(sandbox.accounts[2]!.address)).toBe(1n)
    await controls.revert(id)
    expect(sandbox.balanceOf(sandbox.accounts[2]!.address)).toBe(sandbox.accounts[2]!.balance)
    const call = (headers: Record<string, string>) =>
      sandbox
        .fetch(sandbox.rpcUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sandbox_reset' }),
        })
        .then((response) => response.json())
    expect(await call({ 'content-type': 'text/plain' })).toMatchObject({
      error: { code: 4005, data: { reason: 'CONTENT_TYPE' } },
    })
    expect(await call({ 'content-type': 'application/json', origin: 'https://attacker.example' })).toMatchObject({
      error: { code: 4005, data: { reason: 'ORIGIN' } },
    })
    await expect(controls.revert('0x99')).rejects.toSatisfy((error) => isJsonRpcError(error) && error.rpcCode === 4001)
  })

  it('checks signatures with libsecp256k1 under Node (either entry); checks its options; stops', async () => {
    const portable = createMemorySandbox({ accounts: 1, roundMs: 5 })
    expect(portable.metrics().signatureCheckPath).toBe('libsecp256k1')
    expect(sandbox.metrics().signatureCheckPath).toBe('libsecp256k1')
    expect(portable.mining).toEqual({ mode: 'interval', roundMs: 5 })
    await expect.poll(() => portable.ledgerState().round, { timeout: 5_000 }).toBeGreaterThan(0)
    await portable.stop()
    await expect(portable.fetch(`${portable.nodeUrl}/api/ping`)).rejects.toThrow(TypeError)
    expect(() => createMemorySandbox({ roundMs: 0 })).toThrow(expect.objectContaining({ field: 'roundMs' }))
    expect(() => createMemorySandbox({ allowedHosts: ['a/b'] })).toThrow(
      expect.objectContaining({ field: 'allowedHosts[0]' }),
    )
  })
})
