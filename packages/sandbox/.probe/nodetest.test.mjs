import assert from 'node:assert/strict'
import { after, afterEach, before, beforeEach, test } from 'node:test'
import { useSandbox } from '@ledgernet/sandbox'

const sandbox = useSandbox({ beforeAll: before, beforeEach, afterEach, afterAll: after }, { accounts: 2 })

test('sets a balance', async () => {
  const [alice] = sandbox().accounts
  await sandbox().setBalance(alice.address, 1n)
  assert.equal(sandbox().balanceOf(alice.address), 1n)
})

test('starts from genesis again', () => {
  assert.equal(sandbox().balanceOf(sandbox().accounts[0].address), 10n ** 24n)
})
