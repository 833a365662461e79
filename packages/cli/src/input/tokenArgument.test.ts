import { deriveTokenRri, encodeAccountAddress, getNetwork, nativeTokenRri, PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { SECRET_KEY, STRANGER_KEY, sandboxArguments } from '../testing/testSandbox.js'
import { readTokenArgument, tokenHeld } from './tokenArgument.js'

const localnet = getNetwork('localnet')
const urls = sandboxArguments()
const owner = PrivateKey.fromHex(SECRET_KEY).publicKey
const stranger = PrivateKey.fromHex(STRANGER_KEY).publicKey

describe('a token as people type it', () => {
  it('reads an identifier, a symbol in any case, xrd as the native token, and names both forms when it is neither', () => {
    expect(readTokenArgument('GOLD', localnet, 'token')).toEqual({ symbol: 'gold' })
    expect(readTokenArgument('xrd', localnet, 'token')).toEqual({ rri: nativeTokenRri('localnet') })
    const gold = deriveTokenRri(owner, 'gold', 'localnet')
    expect(readTokenArgument(gold.toUpperCase(), localnet, 'token')).toEqual({ rri: gold })
    expect(() => readTokenArgument('gold!', localnet, 'token')).toThrow(
      'Invalid token: is neither a token identifier (gem_dr1… on localnet) nor a symbol (1 to 35 letters and digits).',
    )
    expect(() => readTokenArgument(deriveTokenRri(owner, 'gold', 'mainnet'), localnet, 'token')).toThrow(
      /Invalid token/,
    )
  })

  it('takes the one token of a symbol an account holds, lists the identifiers when several have it', () => {
    const gold = deriveTokenRri(owner, 'gold', 'localnet')
    const other = deriveTokenRri(stranger, 'gold', 'localnet')
    const held = [
      { symbol: 'xrd', rri: nativeTokenRri('localnet') },
      { symbol: 'gold', rri: gold },
    ]
    expect(tokenHeld({ symbol: 'gold' }, held, 'ddx1…', 'token')).toBe(gold)
    expect(() => tokenHeld({ symbol: 'gold' }, [...held, { symbol: 'gold', rri: other }], 'ddx1…', 'token')).toThrow(
      `Invalid token: "gold" is the symbol of 2 tokens ddx1… holds (${gold}, ${other}); give the identifier of the one meant.`,
    )
    expect(() => tokenHeld({ symbol: 'silver' }, held, 'ddx1…', 'token')).toThrow(
      'ddx1… holds no token with the symbol silver.',
    )
  })

  it('end to end: balance, transfer and mint by symbol; the ambiguous and the unknown symbol refused with what to do', async () => {
    // A symbol of this run only: the shared sandbox lives as long as the test run.
    const symbol = `g${Date.now().toString(36)}`
    const holder = encodeAccountAddress(PrivateKey.generate().publicKey, 'localnet')
    for (const key of [SECRET_KEY, STRANGER_KEY]) {
      const env = { LEDGERNET_PRIVATE_KEY: key }
      const created = await runLedgernet(
        [...urls, 'token', 'create', symbol, '--name', 'Gold', '--mutable', '--mint', '10'],
        { env },
      )
      expect(created.code, created.stderr).toBe(0)
      // By its symbol: the sender holds one token of it, its own.
      expect((await runLedgernet([...urls, 'transfer', holder, '2', '--token', symbol], { env })).code).toBe(0)
    }
    const env = { LEDGERNET_PRIVATE_KEY: SECRET_KEY }
    // Minted by symbol: the signer's own token of that symbol.
    expect((await runLedgernet([...urls, 'token', 'mint', symbol, '1', '--to', holder], { env })).code).toBe(0)

    const mine = deriveTokenRri(owner, symbol, 'localnet')
    const theirs = deriveTokenRri(stranger, symbol, 'localnet')
    const ambiguous = expectOneLineError(await runLedgernet([...urls, 'balance', holder, symbol.toUpperCase()]), 2)
    expect(ambiguous).toContain(`"${symbol}" is the symbol of 2 tokens ${holder} holds`)
    expect(ambiguous).toContain(mine)
    expect(ambiguous).toContain(theirs)

    const own = encodeAccountAddress(owner, 'localnet')
    const byOwner = await runLedgernet([...urls, 'balance', own, symbol])
    expect(byOwner.code).toBe(0)
    expect(byOwner.stdout).toBe(`8 ${symbol.toUpperCase()} (${mine})\n`)
    expect((await runLedgernet([...urls, 'balance', holder, mine])).stdout).toBe(
      `3 ${symbol.toUpperCase()} (${mine})\n`,
    )

    const unknown = expectOneLineError(await runLedgernet([...urls, 'balance', holder, 'gold']))
    expect(unknown).toMatch(
      new RegExp(
        `^error: ${holder} holds no token with the symbol gold\\. Hint: name it by its identifier: \`ledgernet token derive gold --owner <its creator>\` gives it`,
      ),
    )
    expect(expectOneLineError(await runLedgernet([...urls, 'token', 'info', symbol]), 2)).toMatch(
      /is a symbol, and any key may have created a token of that symbol; give the identifier/,
    )
  })

  it('refuses an amount with a comma naming the form amounts take', async () => {
    const to = encodeAccountAddress(PrivateKey.generate().publicKey, 'localnet')
    const line = expectOneLineError(
      await runLedgernet([...urls, 'transfer', to, '2,5'], { env: { LEDGERNET_PRIVATE_KEY: SECRET_KEY } }),
      2,
    )
    expect(line).toBe(
      'error: Invalid amount: has "," at position 2; write digits 0-9 with at most one "." before the decimals, such as 2.5 (no "," or spaces). Hint: amounts are whole tokens such as 2.5, or whole subunits with --subunits.',
    )
  })
})
