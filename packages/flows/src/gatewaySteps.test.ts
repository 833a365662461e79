import { toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { tamperedTransfers } from '../test/tamperedTransfers.js'
import { transfer } from './transfer.js'

const sandbox = useHttpSandbox()
const { transferThrough } = tamperedTransfers(sandbox)

describe('over the Gateway API (no finalize: decision 031)', () => {
  it('submits the transaction it signed and encoded, naming its id, with no finalize: one round trip fewer', async () => {
    const { proxy, result } = await transferThrough({})
    expect(result.status).toBe('CONFIRMED')
    expect(proxy.count('/transaction/finalize')).toBe(0)
    expect(proxy.count('/transaction/submit')).toBe(1)
  })

  it('submits nothing when the server computes another id than the flow (the server checks the id it is named)', async () => {
    const [alice, bob] = sandbox().accounts
    const before = sandbox().balanceOf(bob!.address)
    let named: string | undefined
    // A flow whose id is not the server's: the id submit names is changed on its way.
    const gateway = createGatewayTransport({
      baseUrl: sandbox().gatewayUrl,
      network: 'localnet',
      fetch: (input, init) => {
        if (String(input).endsWith('/transaction/submit') && typeof init?.body === 'string') {
          const body = JSON.parse(init.body)
          named = '00'.repeat(32)
          return globalThis.fetch(input, {
            ...init,
            body: JSON.stringify({ ...body, transaction_identifier: { hash: named } }),
          })
        }
        return globalThis.fetch(input, init)
      },
    })
    const error = await transfer(gateway, {
      signer: signerOf(alice!),
      to: bob!.address,
      amount: 10n ** 18n,
      maxFee: toSubunits('1'),
      submitRetry: false,
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(named).toBe('00'.repeat(32))
    expect(error).toMatchObject({ code: 'TRANSACTION_REFUSED', operation: 'submitTransaction' })
    expect(sandbox().balanceOf(bob!.address)).toBe(before)
  })
})
