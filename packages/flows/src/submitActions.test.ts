import { deriveTokenRri, toSubunits } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { bothInterfaces } from '../test/interfaces.js'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { submitActions } from './submitActions.js'

const sandbox = useHttpSandbox()

describe.each(bothInterfaces(sandbox))('submitActions over %s', (name, client) => {
  const symbol = name === 'JSON-RPC' ? 'mixr' : 'mixg'

  it('runs a mix of actions in one transaction: create, mint, transfer of the new token and XRD, burn', async () => {
    const [alice, bob] = sandbox().accounts
    const signer = signerOf(alice!)
    const token = deriveTokenRri(signer.publicKey, symbol, 'localnet')
    const bobXrd = sandbox().balanceOf(bob!.address)
    const result = await submitActions(client(), {
      signer,
      network: 'localnet',
      maxFee: toSubunits('101'),
      message: '00006D6978', // upper-case hex is accepted and compared canonically
      actions: [
        { type: 'CreateTokenDefinition', symbol, name: 'Mix', description: 'Mixed.', isSupplyMutable: true },
        { type: 'MintTokens', token, amount: 1_000n },
        { type: 'TransferTokens', to: bob!.address, token, amount: 400n },
        { type: 'TransferTokens', to: bob!.address, amount: 5n },
        { type: 'BurnTokens', token, amount: 100n },
      ],
      ...fastWait,
    })
    expect(result.tokenRri).toBe(token)
    expect(sandbox().balanceOf(alice!.address, token)).toBe(500n)
    expect(sandbox().balanceOf(bob!.address, token)).toBe(400n)
    expect(sandbox().balanceOf(bob!.address)).toBe(bobXrd + 5n)
    expect(signer.calls).toBe(1)
  })

  it('with disableTokenMintAndBurn, a mint is refused before signing', async () => {
    const [alice] = sandbox().accounts
    const signer = signerOf(alice!)
    const token = deriveTokenRri(signer.publicKey, symbol, 'localnet')
    const error = await submitActions(client(), {
      signer,
      network: 'localnet',
      maxFee: toSubunits('1'),
      disableTokenMintAndBurn: true,
      actions: [{ type: 'MintTokens', token, amount: 1n }],
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'TRANSACTION_REFUSED', reason: 'MINT_AND_BURN_DISABLED' })
    expect(signer.calls).toBe(0)
  })

  it('names bad actions by their index and field', async () => {
    const [alice] = sandbox().accounts
    const signer = signerOf(alice!)
    const attempt = (actions: unknown) =>
      submitActions(client(), { signer, network: 'localnet', maxFee: 1n, actions: actions as never }).catch(
        (e: unknown) => e,
      )
    expect(await attempt([])).toMatchObject({ field: 'actions' })
    expect(await attempt([{ type: 'Teleport' }])).toMatchObject({ field: 'actions[0].type' })
    expect(await attempt([{ type: 'TransferTokens', amount: 1n }])).toMatchObject({
      field: 'actions[0].to',
      problem: 'is required',
    })
    expect(
      await attempt([
        { type: 'TransferTokens', to: alice!.address, amount: 1n },
        { type: 'MintTokens', token: 'nope', amount: 1n },
      ]),
    ).toMatchObject({
      field: 'actions[1].token',
    })
    expect(
      await attempt([{ type: 'CreateTokenDefinition', symbol: 'ok', name: 7, isSupplyMutable: true }]),
    ).toMatchObject({ field: 'actions[0].name' })
    expect(
      await attempt([{ type: 'CreateTokenDefinition', symbol: 'ok', name: 'Ok', isSupplyMutable: false }]),
    ).toMatchObject({
      field: 'actions[0].supply',
    })
    expect(signer.calls).toBe(0)
  })
})
