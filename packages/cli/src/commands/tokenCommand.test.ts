import { deriveTokenRri, encodeAccountAddress, PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { balanceOf, SECRET_KEY, STRANGER_KEY, sandboxArguments } from '../testing/testSandbox.js'

const TOKEN = 10n ** 18n
const owner = PrivateKey.fromHex(SECRET_KEY).publicKey
const env = { LEDGERNET_PRIVATE_KEY: SECRET_KEY }
const urls = sandboxArguments()

describe('ledgernet token', () => {
  it('derives a token identifier offline, with the gateway, and for another owner', async () => {
    const expected = deriveTokenRri(owner, 'gem', 'localnet')
    const checked = JSON.parse((await runLedgernet([...urls, '--json', 'token', 'derive', 'gem'], { env })).stdout)
    expect(checked).toMatchObject({ rri: expected, checkedWithGateway: true, owner: owner.hex })
    const offline = await runLedgernet([
      'token',
      'derive',
      'gem',
      '--offline',
      '--owner',
      encodeAccountAddress(owner, 'mainnet'),
      '--network',
      'mainnet',
    ])
    expect(offline.stdout.trim()).toBe(deriveTokenRri(owner, 'gem', 'mainnet'))
    expect(expectOneLineError(await runLedgernet([...urls, 'token', 'derive', 'Gem!'], { env }), 2)).toMatch(
      /Invalid symbol/,
    )
  })

  it('creates a mutable token, mints to another account, burns, and reads its supply; JSON on stdout only', async () => {
    const rri = deriveTokenRri(owner, 'ruby', 'localnet')
    const created = await runLedgernet(
      [
        ...urls,
        '--json',
        'token',
        'create',
        'ruby',
        '--name',
        'Ruby',
        '--mutable',
        '--mint',
        '100',
        '--description',
        'red',
      ],
      { env },
    )
    expect(created.stderr).toBe('')
    const createdJson = JSON.parse(created.stdout)
    expect(createdJson).toMatchObject({
      status: 'CONFIRMED',
      tokenRri: rri,
      isSupplyMutable: true,
      minted: (100n * TOKEN).toString(),
    })
    // One name per field: the token's identifier is `tokenRri` (the flow's name) and only that.
    expect(Object.entries(createdJson).filter(([, value]) => value === rri)).toEqual([['tokenRri', rri]])
    const friend = encodeAccountAddress(PrivateKey.generate().publicKey, 'localnet')
    const minted = await runLedgernet([...urls, 'token', 'mint', rri, '50', '--to', friend, '--via', 'rpc'], { env })
    expect(minted.code).toBe(0)
    expect(minted.stdout).toMatch(/✔ mint 50 RUBY to ddx1.* — CONFIRMED tx [0-9a-f]{64}/)
    expect(await balanceOf(friend, rri)).toBe(50n * TOKEN)
    expect((await runLedgernet([...urls, 'token', 'burn', rri, '30'], { env })).code).toBe(0)
    const info = JSON.parse((await runLedgernet([...urls, '--json', 'token', 'info', rri])).stdout)
    expect(info).toMatchObject({
      rri,
      symbol: 'ruby',
      kind: 'user',
      isSupplyMutable: true,
      totalSupply: (120n * TOKEN).toString(),
    })
    expect(info.metadata).toMatchObject({ name: 'Ruby', description: 'red' })
    const human = await runLedgernet([...urls, 'token', 'info', rri])
    expect(human.stdout).toMatch(/total supply 120 RUBY/)
  })

  it('creates a fixed-supply token for another account, which can then not be minted', async () => {
    const holder = encodeAccountAddress(PrivateKey.generate().publicKey, 'localnet')
    const rri = deriveTokenRri(owner, 'gold', 'localnet')
    const created = await runLedgernet(
      [...urls, 'token', 'create', 'gold', '--name', 'Gold', '--supply', '1000000', '--to', holder, '--via', 'rpc'],
      { env },
    )
    expect(created.code).toBe(0)
    expect(created.stdout).toContain(`token ${rri}`)
    expect(await balanceOf(holder, rri)).toBe(1_000_000n * TOKEN)
    expect(expectOneLineError(await runLedgernet([...urls, 'token', 'mint', rri, '1'], { env }))).toMatch(
      /Hint: a fixed-supply token can never be minted or burned/,
    )
    expect(
      expectOneLineError(
        await runLedgernet([...urls, 'token', 'create', 'gold', '--name', 'Gold again', '--mutable'], { env }),
      ),
    ).toMatch(/Hint: this key already created a token with that symbol/)
  })

  it('refuses unknown tokens, a stranger’s mint, and contradictory options in one line each', async () => {
    const unknown = deriveTokenRri(owner, 'nope', 'localnet')
    expect(expectOneLineError(await runLedgernet([...urls, 'token', 'info', unknown]))).toMatch(
      /Unknown token nope_dr1/,
    )
    expect(expectOneLineError(await runLedgernet([...urls, 'token', 'mint', unknown, '1'], { env }))).toMatch(
      /Token not found.*Hint: create the token first/,
    )
    expect(
      (await runLedgernet([...urls, 'token', 'create', 'opal', '--name', 'Opal', '--mutable'], { env })).code,
    ).toBe(0)
    const opal = deriveTokenRri(owner, 'opal', 'localnet')
    const stranger = await runLedgernet([...urls, 'token', 'mint', opal, '1'], {
      env: { LEDGERNET_PRIVATE_KEY: STRANGER_KEY },
    })
    expect(expectOneLineError(stranger)).toMatch(
      /Hint: only the account that created a mutable token can mint or burn it/,
    )
    const strangerOverRpc = await runLedgernet([...urls, 'token', 'burn', opal, '1', '--via', 'rpc'], {
      env: { LEDGERNET_PRIVATE_KEY: STRANGER_KEY },
    })
    expect(expectOneLineError(strangerOverRpc)).toMatch(/JSON-RPC 1321.*Hint: only the account that created/)
    expect(
      expectOneLineError(
        await runLedgernet([...urls, 'token', 'create', 'both', '--name', 'B', '--mutable', '--supply', '5'], { env }),
        2,
      ),
    ).toMatch(/give exactly one of --supply/)
    expect(
      expectOneLineError(await runLedgernet([...urls, 'token', 'create', 'none', '--name', 'N'], { env }), 2),
    ).toMatch(/give exactly one of --supply/)
    expect(
      expectOneLineError(await runLedgernet([...urls, 'token', 'create', 'noname', '--mutable'], { env }), 2),
    ).toMatch(/required option '--name <name>' not specified. Hint: see `ledgernet token create --help`/)
  })
})
