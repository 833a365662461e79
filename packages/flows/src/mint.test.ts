import { nativeTokenRri, toSubunits } from '@ledgernet/crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { bothInterfaces } from '../test/interfaces.js'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { burn } from './burn.js'
import { createToken } from './createToken.js'
import { TransactionRefusedError } from './errors/TransactionRefusedError.js'
import { mint } from './mint.js'

const sandbox = useHttpSandbox()
const maxFee = toSubunits('1')
let gem: string
let gold: string

beforeAll(async () => {
  const [alice] = sandbox().accounts
  const gateway = bothInterfaces(sandbox)[0]![1]
  const signer = signerOf(alice!)
  const common = { signer, maxFee: toSubunits('101'), ...fastWait }
  gem = (await createToken(gateway(), { ...common, symbol: 'gem', name: 'Gem', isSupplyMutable: true })).tokenRri
  gold = (
    await createToken(gateway(), { ...common, symbol: 'gold', name: 'Gold', isSupplyMutable: false, supply: 100n })
  ).tokenRri
})

describe.each(bothInterfaces(sandbox))('mint and burn over %s', (_, client) => {
  it('mints to an account and burns from the owner', async () => {
    const [alice, bob] = sandbox().accounts
    const signer = signerOf(alice!)
    const bobBefore = sandbox().balanceOf(bob!.address, gem)
    const aliceBefore = sandbox().balanceOf(alice!.address, gem)
    await mint(client(), {
      signer,
      network: 'localnet',
      token: gem,
      amount: 70n,
      to: bob!.address,
      maxFee,
      ...fastWait,
    })
    await mint(client(), { signer, network: 'localnet', token: gem, amount: 50n, maxFee, ...fastWait })
    await burn(client(), { signer, network: 'localnet', token: gem, amount: 20n, maxFee, ...fastWait })
    expect(sandbox().balanceOf(bob!.address, gem)).toBe(bobBefore + 70n)
    expect(sandbox().balanceOf(alice!.address, gem)).toBe(aliceBefore + 30n)
  })

  it("refuses a stranger's mint with NOT_TOKEN_OWNER, nothing signed", async () => {
    const [, bob] = sandbox().accounts
    const stranger = signerOf(bob!)
    const error = await mint(client(), {
      signer: stranger,
      network: 'localnet',
      token: gem,
      amount: 1n,
      maxFee,
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect(error).toMatchObject({ reason: 'NOT_TOKEN_OWNER', operation: 'buildTransaction' })
    expect(stranger.calls).toBe(0)
  })

  it('refuses to mint a fixed-supply token or the native token, and to burn more than held', async () => {
    const [alice] = sandbox().accounts
    const signer = signerOf(alice!)
    const common = { signer, network: 'localnet' as const, maxFee, ...fastWait }
    await expect(mint(client(), { ...common, token: gold, amount: 1n })).rejects.toMatchObject({
      reason: 'FIXED_SUPPLY_TOKEN',
    })
    await expect(mint(client(), { ...common, token: nativeTokenRri('localnet'), amount: 1n })).rejects.toMatchObject({
      reason: 'NATIVE_TOKEN',
    })
    const held = sandbox().balanceOf(alice!.address, gem)
    await expect(burn(client(), { ...common, token: gem, amount: held + 1n })).rejects.toMatchObject({
      reason: 'INSUFFICIENT_FUNDS',
    })
    expect(signer.calls).toBe(0)
  })
})
