import { encodeAccountAddress, PrivateKey } from '@ledgernet/crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { SECRET_KEY, sandboxArguments } from '../testing/testSandbox.js'

const env = { LEDGERNET_PRIVATE_KEY: SECRET_KEY }
const urls = sandboxArguments()
let transactionId: string
beforeAll(async () => {
  const to = encodeAccountAddress(PrivateKey.generate().publicKey, 'localnet')
  transactionId = JSON.parse(
    (await runLedgernet([...urls, '--json', 'transfer', to, '3'], { env })).stdout,
  ).transactionId
})

describe('ledgernet tx', () => {
  it('reads a confirmed transaction through the Gateway API and JSON-RPC', async () => {
    const human = await runLedgernet([...urls, 'tx', 'status', transactionId])
    expect(human.code).toBe(0)
    expect(human.stdout).toMatch(
      new RegExp(
        `^CONFIRMED ${transactionId}\\n  confirmed .* at ledger state version \\d+\\n  fee paid [0-9.]+ XRD\\n  1\\. transfer 3 XRD from ddx1`,
      ),
    )
    const gateway = JSON.parse((await runLedgernet([...urls, '--json', 'tx', 'status', transactionId])).stdout)
    expect(gateway.transaction.transaction_status.status).toBe('CONFIRMED')
    const rpc = JSON.parse(
      (await runLedgernet([...urls, '--json', 'tx', 'status', transactionId, '--via', 'rpc'])).stdout,
    )
    expect(rpc).toEqual({ transactionId, status: 'CONFIRMED', via: 'rpc' })
  })

  it('waits for a transaction until it is confirmed', async () => {
    const waited = await runLedgernet([...urls, 'tx', 'wait', transactionId, '--via', 'rpc'])
    expect(waited.code).toBe(0)
    expect(waited.stdout).toMatch(new RegExp(`✔ CONFIRMED ${transactionId}`))
    const json = JSON.parse((await runLedgernet([...urls, '--json', 'tx', 'wait', transactionId])).stdout)
    expect(json).toMatchObject({ transactionId, status: 'CONFIRMED', via: 'gateway' })
  })

  it('says in one line that an unknown or malformed id is not known', async () => {
    const unknown = 'ab'.repeat(32)
    expect(expectOneLineError(await runLedgernet([...urls, 'tx', 'status', unknown]))).toMatch(
      /does not know transaction abab/,
    )
    expect(expectOneLineError(await runLedgernet([...urls, 'tx', 'status', unknown, '--via', 'rpc']))).toMatch(
      /does not know transaction abab/,
    )
    expect(expectOneLineError(await runLedgernet([...urls, 'tx', 'wait', unknown]))).toMatch(
      /does not know transaction abab/,
    )
    expect(expectOneLineError(await runLedgernet([...urls, 'tx', 'status', 'xyz']), 2)).toMatch(
      /Invalid id: must be 64 hex characters/,
    )
  })
})
