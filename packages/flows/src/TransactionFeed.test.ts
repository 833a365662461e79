import { toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { signerOf } from '../test/sandboxFixtures.js'
import { connectTransactionFeed } from './TransactionFeed.js'
import { transfer } from './transfer.js'

// Interval rounds (300 ms), so that a transaction is pending for a while after its submission.
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ roundMs: 300, accounts: 2, logger: silentLogger })
})
afterAll(() => sandbox.stop())

describe('connectTransactionFeed', () => {
  it('wakes a wait as soon as the outcome exists: a poll a minute apart still confirms in well under it', async () => {
    const feed = connectTransactionFeed(sandbox.feedUrl, { WebSocket: WebSocket as never })
    try {
      const gateway = createGatewayTransport({ baseUrl: sandbox.gatewayUrl, network: 'localnet' })
      const [alice, bob] = sandbox.accounts
      const started = Date.now()
      // Without the feed the second poll would come after 60 s, past the 20 s timeout.
      const result = await transfer(gateway, {
        signer: signerOf(alice!),
        to: bob!.address,
        amount: 1n,
        maxFee: toSubunits('1'),
        pollingInterval: 60_000,
        timeout: 20_000,
        feed,
      })
      expect(result.status).toBe('CONFIRMED')
      expect(Date.now() - started).toBeLessThan(15_000)
    } finally {
      feed.close()
    }
  })

  it('needs a WebSocket where the runtime has none', () => {
    const global = globalThis as { WebSocket?: unknown }
    if (global.WebSocket !== undefined) return
    expect(() => connectTransactionFeed(sandbox.feedUrl)).toThrow(/WebSocket/)
  })
})
