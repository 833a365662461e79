import { useSandbox } from '@ledgernet/sandbox'

const sandbox = useSandbox({ beforeAll, beforeEach, afterEach, afterAll }, { accounts: 2 })

test('sets a balance', async () => {
  const [alice] = sandbox().accounts
  await sandbox().setBalance(alice.address, 1n)
  expect(sandbox().balanceOf(alice.address)).toBe(1n)
})
