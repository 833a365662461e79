import { encodeAccountAddress, nativeTokenRri, PrivateKey, v0AccountAddress } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { balanceOf, SECRET_KEY, sandboxArguments } from '../testing/testSandbox.js'

const urls = sandboxArguments()
const env = { LEDGERNET_PRIVATE_KEY: SECRET_KEY }
const xrd = nativeTokenRri('localnet')

describe('ledgernet balance', () => {
  it('shows every token an account holds, by its account or v0 address, and one token as JSON', async () => {
    const key = PrivateKey.generate().publicKey
    const to = encodeAccountAddress(key, 'localnet')
    expect((await runLedgernet([...urls, 'balance', to])).stdout).toBe(`${to} holds no tokens.\n`)
    expect((await runLedgernet([...urls, 'transfer', to, '2.5'], { env })).code).toBe(0)

    const shown = await runLedgernet([...urls, 'balance', to])
    expect(shown.code).toBe(0)
    expect(shown.stdout).toMatch(new RegExp(`^token +holds +rri\\n[─ ]+\\nXRD +2\\.5 +${xrd}\\n$`))
    expect((await runLedgernet([...urls, 'balance', v0AccountAddress(key, 'localnet')])).stdout).toBe(
      shown.stdout.replace(to, v0AccountAddress(key, 'localnet')),
    )

    const one = await runLedgernet([...urls, 'balance', to, xrd, '--json'])
    expect(JSON.parse(one.stdout)).toEqual({
      address: to,
      rri: xrd,
      resourceAddress: expect.stringMatching(/^resource_sim1/),
      symbol: 'xrd',
      name: expect.any(String),
      amount: '2500000000000000000',
      isSupplyMutable: expect.any(Boolean),
    })
    expect(BigInt(JSON.parse(one.stdout).amount)).toBe(await balanceOf(to))
  })

  it('refuses an address of another network or kind in one line, with a hint', async () => {
    const mainnet = encodeAccountAddress(PrivateKey.generate().publicKey, 'mainnet')
    expect(expectOneLineError(await runLedgernet([...urls, 'balance', mainnet]), 2)).toMatch(
      /^error: Invalid address: /,
    )
  })
})
