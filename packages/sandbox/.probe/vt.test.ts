import { useSandbox } from '@ledgernet/sandbox/vitest'
import { expect, it } from 'vitest'

const sandbox = useSandbox({ accounts: 2 })

it('sets a balance', async () => {
  const [alice] = sandbox().accounts
  await sandbox().setBalance(alice!.address, 1n)
  expect(sandbox().balanceOf(alice!.address)).toBe(1n)
})

it('starts from genesis again, and answers the four interfaces through its fetch', async () => {
  expect(sandbox().balanceOf(sandbox().accounts[0]!.address)).toBe(10n ** 24n)
  const ping = await sandbox()
    .fetch(`${sandbox().nodeUrl}/api/ping`)
    .then((response) => response.json())
  expect(ping).toMatchObject({ response: 'pong' })
})
