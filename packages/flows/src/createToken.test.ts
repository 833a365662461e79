import { deriveTokenRri, toSubunits } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { bothInterfaces } from '../test/interfaces.js'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { createToken } from './createToken.js'
import { TransactionRefusedError } from './errors/TransactionRefusedError.js'

const sandbox = useHttpSandbox()
const maxFee = toSubunits('101')

describe.each(bothInterfaces(sandbox))('createToken over %s', (name, client) => {
  // Each interface creates its own symbols: one ledger serves both.
  const tag = name === 'JSON-RPC' ? 'r' : 'g'

  it('creates a fixed-supply token and issues its whole supply to to_account', async () => {
    const [alice, bob] = sandbox().accounts
    const signer = signerOf(alice!)
    const result = await createToken(client(), {
      signer,
      network: 'localnet',
      symbol: `gold${tag}`,
      name: 'Gold',
      description: 'Fixed.',
      iconUrl: 'https://example.com/gold.png',
      url: 'https://example.com/gold',
      isSupplyMutable: false,
      supply: toSubunits('1000000'),
      to: bob!.address,
      maxFee,
      ...fastWait,
    })
    const rri = deriveTokenRri(signer.publicKey, `gold${tag}`, 'localnet')
    expect(result.tokenRri).toBe(rri)
    expect(result.fee).toBeGreaterThanOrEqual(toSubunits('100'))
    expect(sandbox().balanceOf(bob!.address, rri)).toBe(10n ** 24n)
    expect(sandbox().balanceOf(alice!.address, rri)).toBe(0n)
    expect(signer.calls).toBe(1)
  })

  it('creates a mutable-supply token with mints and burns in the creating transaction', async () => {
    const [alice, bob] = sandbox().accounts
    const result = await createToken(client(), {
      signer: signerOf(alice!),
      network: 'localnet',
      symbol: `gem${tag}`,
      name: 'Gem',
      isSupplyMutable: true,
      mints: [{ amount: 1_000n }, { to: bob!.address, amount: 500n }],
      burns: [{ amount: 300n }],
      maxFee,
      ...fastWait,
    })
    expect(sandbox().balanceOf(alice!.address, result.tokenRri)).toBe(700n)
    expect(sandbox().balanceOf(bob!.address, result.tokenRri)).toBe(500n)
  })

  it('refuses a token that exists, before signing', async () => {
    const [alice] = sandbox().accounts
    const signer = signerOf(alice!)
    const again = () =>
      createToken(client(), {
        signer,
        network: 'localnet',
        symbol: `dup${tag}`,
        name: 'Dup',
        isSupplyMutable: true,
        maxFee,
        ...fastWait,
      })
    await again()
    const error = await again().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect(error).toMatchObject({ reason: 'TOKEN_ALREADY_EXISTS' })
    expect(signer.calls).toBe(1)
  })
})

describe('createToken input', () => {
  it('refuses mints of a fixed-supply token and a supply for a mutable one', async () => {
    const [alice] = sandbox().accounts
    const client = bothInterfaces(sandbox)[0]![1]
    const signer = signerOf(alice!)
    const base = { signer, symbol: 'bad', name: 'Bad', maxFee }
    expect(
      await createToken(client(), {
        ...base,
        isSupplyMutable: false,
        supply: 1n,
        mints: [{ amount: 1n }],
      } as never).catch((e: unknown) => e),
    ).toMatchObject({ field: 'mints' })
    expect(
      await createToken(client(), { ...base, isSupplyMutable: true, supply: 5n } as never).catch((e: unknown) => e),
    ).toMatchObject({
      field: 'actions[0].supply',
    })
    expect(
      await createToken(client(), { ...base, symbol: 'Bad', isSupplyMutable: true }).catch((e: unknown) => e),
    ).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'actions[0].symbol',
      problem: 'is "Bad"; a symbol is 1 to 35 characters a-z and 0-9',
    })
    expect(signer.calls).toBe(0)
  })
})
