import {
  decodeV0Address,
  encodeAccountAddress,
  nativeTokenRri,
  PrivateKey,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { POOR_KEY, sandboxArguments } from '../testing/testSandbox.js'

const urls = sandboxArguments()
// Nothing the tests do changes this account: it holds its 1 XRD of genesis.
const poor = PrivateKey.fromHex(POOR_KEY).publicKey
const alice = { address: encodeAccountAddress(poor, 'localnet'), v0Address: v0AccountAddress(poor, 'localnet') }

describe('ledgernet v0', () => {
  it('reads the epoch', async () => {
    const run = await runLedgernet([...urls, 'v0', 'epoch', '--json'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({ epoch: expect.any(Number) })
    expect((await runLedgernet([...urls, 'v0', 'epoch'])).stdout).toMatch(/^epoch \d+\n$/)
  })

  it('reads an account by its ddx1 address or its v0 address, with balances in whole tokens', async () => {
    const byGatewayAddress = JSON.parse(
      (await runLedgernet([...urls, '--json', 'v0', 'component', alice.address])).stdout,
    )
    expect(byGatewayAddress.component_address).toBe(alice.v0Address)
    expect(byGatewayAddress.owned_vaults).toEqual([
      {
        resource_type: 'Fungible',
        resource_address: v0ResourceAddressForRri(nativeTokenRri('localnet')),
        amount: (10n ** 18n).toString(),
      },
    ])
    const human = await runLedgernet([...urls, 'v0', 'component', alice.v0Address])
    expect(human.stdout).toMatch(/XRD\s+1\n/)
  })

  it('reads a resource by token identifier or resource address', async () => {
    const byRri = JSON.parse(
      (await runLedgernet([...urls, '--json', 'v0', 'resource', nativeTokenRri('localnet')])).stdout,
    )
    expect(byRri.manager).toMatchObject({ resource_type: 'Fungible', symbol: 'xrd', divisibility: 18 })
    const human = await runLedgernet([...urls, 'v0', 'resource', byRri.resource_address])
    expect(human.stdout).toMatch(/fungible XRD, mutable supply, total [0-9,.]+ XRD \(divisibility 18\)/)
  })

  it('reads the account package', async () => {
    const { info } = JSON.parse((await runLedgernet([...urls, '--json', 'v0', 'component', alice.address])).stdout)
    const run = await runLedgernet([...urls, 'v0', 'package', info.package_address])
    expect(run.stdout).toMatch(/blueprints: Account/)
  })

  it('turns a wrong address, an unknown intent and a fungible non-fungible query into one-line errors', async () => {
    expect(
      expectOneLineError(
        await runLedgernet([
          ...urls,
          'v0',
          'component',
          'ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6mx',
        ]),
        2,
      ),
    ).toMatch(/Invalid address: has a bad checksum/)
    expect(expectOneLineError(await runLedgernet([...urls, 'v0', 'receipt', 'ab'.repeat(32)]))).toMatch(/intent hash/)
    expect(expectOneLineError(await runLedgernet([...urls, 'v0', 'receipt', 'xyz']), 2)).toMatch(
      /Invalid intent-hash: must be 64 hex characters/,
    )
    const xrd = v0ResourceAddressForRri(nativeTokenRri('localnet'))
    expect(decodeV0Address(xrd).entity).toBe('resource')
    expect((await runLedgernet([...urls, 'v0', 'non-fungible', xrd, '01'])).code).toBe(1)
    const mainnet = await runLedgernet([
      ...urls,
      'v0',
      'component',
      'rdx1qsplg0a6v4qsx8hjr904h2txwu6562q50ezmgrx7ge3tajgk9smp74gh88as2',
    ])
    expect(expectOneLineError(mainnet, 2)).toMatch(/expected localnet/)
  })
})
