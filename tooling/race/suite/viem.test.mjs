// One file of the same suite written with viem against anvil, as viem's own tests run: the anvil
// of this worker (one per worker, started by anvilSetup.mjs), `snapshot` before each test and
// `revert` after it, three `sendTransaction` + `waitForTransactionReceipt` and a `getBalance`.
import { createPublicClient, createTestClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterEach, beforeEach, expect, inject, it } from 'vitest'

const urls = inject('anvils')
const transport = http(urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length])
// Receipts polled every 50 ms (viem's default over HTTP is 4 s, which a test suite does not wait for).
const pollingInterval = 50
// anvil's development accounts 0 and 1 (its mnemonic "test … junk").
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wallet = createWalletClient({ account, chain: foundry, transport, pollingInterval })
const client = createPublicClient({ chain: foundry, transport, pollingInterval })
const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport })
let snapshot
beforeEach(async () => {
  snapshot = await testClient.snapshot()
})
afterEach(async () => {
  await testClient.revert({ id: snapshot })
})

for (let test = 1; test <= 5; test++)
  it(`test ${test}: three transfers, then the recipient's balance`, async () => {
    for (let n = 0; n < 3; n++) {
      const hash = await wallet.sendTransaction({ to, value: parseEther('1') })
      const { status } = await client.waitForTransactionReceipt({ hash })
      expect(status).toBe('success')
    }
    expect(await client.getBalance({ address: to })).toBe(parseEther('10003'))
  })
