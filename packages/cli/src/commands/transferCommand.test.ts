import {
  encodeAccountAddress,
  nativeTokenRri,
  PrivateKey,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { closedPort } from '../testing/closedPort.js'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { runLedgernetBin } from '../testing/runLedgernetBin.js'
import { balanceOf, SECRET_KEY, sandboxArguments } from '../testing/testSandbox.js'

const TOKEN = 10n ** 18n
const urls = sandboxArguments()
const env = { LEDGERNET_PRIVATE_KEY: SECRET_KEY }
const sender = encodeAccountAddress(PrivateKey.fromHex(SECRET_KEY).publicKey, 'localnet')

const fresh = () => PrivateKey.generate().publicKey

describe('ledgernet transfer', () => {
  it('sends whole tokens through the Gateway API and prints the confirmed transaction (the built bin)', async () => {
    const to = encodeAccountAddress(fresh(), 'localnet')
    const run = await runLedgernetBin([...urls, 'transfer', to, '2.5'], { env })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      new RegExp(`^✔ transfer 2\\.5 XRD to ${to} — CONFIRMED tx [0-9a-f]{64} fee [0-9.]+ XRD \\(\\d+`),
    )
    expect(await balanceOf(to)).toBe((25n * TOKEN) / 10n)
  })

  it('sends subunits over JSON-RPC, with a message, and answers JSON only on stdout', async () => {
    const key = fresh()
    const to = encodeAccountAddress(key, 'localnet')
    const run = await runLedgernet(
      [...urls, 'transfer', to, '7', '--subunits', '--via', 'rpc', '--message', 'hi', '--json'],
      { env },
    )
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    const result = JSON.parse(run.stdout)
    expect(result).toMatchObject({
      status: 'CONFIRMED',
      via: 'rpc',
      from: sender,
      to,
      amount: '7',
      token: nativeTokenRri('localnet'),
    })
    expect(result.transactionId).toMatch(/^[0-9a-f]{64}$/)
    expect(BigInt(result.fee)).toBeGreaterThan(0n)
    expect(await balanceOf(to)).toBe(7n)
    // the v0 view of the same account agrees
    const component = JSON.parse(
      (await runLedgernet([...urls, '--json', 'v0', 'component', v0AccountAddress(key, 'localnet')])).stdout,
    )
    expect(component.owned_vaults).toEqual([
      { resource_type: 'Fungible', resource_address: v0ResourceAddressForRri(nativeTokenRri('localnet')), amount: '7' },
    ])
    const status = JSON.parse((await runLedgernet([...urls, '--json', 'tx', 'status', result.transactionId])).stdout)
    expect(status.transaction.metadata.message).toBe('00006869')
  })

  it('refuses an overspend, a bad amount, a bad address, a fee above --max-fee and a missing key in one line each', async () => {
    const to = encodeAccountAddress(fresh(), 'localnet')
    const overspend = await runLedgernet([...urls, 'transfer', to, '50000000'], { env })
    expect(expectOneLineError(overspend)).toMatch(
      /Not enough tokens .*50000000 XRD requested.*Hint: the sender holds less/,
    )
    expect(
      expectOneLineError(await runLedgernet([...urls, 'transfer', to, '50000000', '--via', 'rpc'], { env })),
    ).toMatch(/Insufficient funds \(JSON-RPC 1301\)/)
    expect(expectOneLineError(await runLedgernet([...urls, 'transfer', to, '1.5e3'], { env }), 2)).toMatch(
      /^error: Invalid amount: /,
    )
    expect(expectOneLineError(await runLedgernet([...urls, 'transfer', to, '0'], { env }), 2)).toMatch(
      /Invalid amount: must be more than zero/,
    )
    expect(expectOneLineError(await runLedgernet([...urls, 'transfer', to, '1.5', '--subunits'], { env }), 2)).toMatch(
      /Invalid amount: .*--subunits/,
    )
    // The hint follows the problem the amount has: too many places gets the decimal-places hint.
    expect(
      expectOneLineError(await runLedgernet([...urls, 'transfer', to, `0.${'1'.repeat(19)}`], { env }), 2),
    ).toMatch(
      /Invalid amount: has 19 decimal places; a token has at most 18\. Hint: amounts are whole tokens such as 2\.5 \(at most 18 decimal places\)/,
    )
    // The same key's v0 address where an account address belongs is named as such, with the way out.
    const v0 = v0AccountAddress(fresh(), 'localnet')
    expect(expectOneLineError(await runLedgernet([...urls, 'transfer', v0, '1'], { env }), 2)).toMatch(
      /^error: Invalid to: is a localnet v0 account address \("account_sim"\) with a bech32m checksum; expected bech32\. Hint: that is a v0 address \(account_sim1…\): .*`ledgernet keys address` shows both/,
    )
    // Another last character (a random address may already end with q): the checksum no longer matches.
    const broken = `${to.slice(0, -1)}${to.endsWith('q') ? 'p' : 'q'}`
    expect(expectOneLineError(await runLedgernet([...urls, 'transfer', broken, '1'], { env }), 2)).toMatch(
      /Invalid to: has a bad checksum/,
    )
    expect(
      expectOneLineError(await runLedgernet([...urls, 'transfer', to, '1', '--max-fee', '0.0001'], { env })),
    ).toMatch(/above the most allowed \(0\.0001 XRD\); nothing was signed/)
    expect(expectOneLineError(await runLedgernet([...urls, 'transfer', to, '1']))).toMatch(
      /No signing key is configured/,
    )
    expect(await balanceOf(to)).toBe(0n)
  })

  it('says in one line when the gateway cannot be reached', async () => {
    const origin = `http://127.0.0.1:${await closedPort()}`
    const run = await runLedgernet(['--gateway', origin, '--timeout', '2000', 'transfer', sender, '1'], { env })
    expect(expectOneLineError(run)).toBe(
      `error: Cannot reach ${origin} (connection refused). Hint: is the server running? \`ledgernet sandbox\` starts one on http://127.0.0.1:8080; or point --gateway/--rpc/--node/--v0 at yours.`,
    )
  })
})
