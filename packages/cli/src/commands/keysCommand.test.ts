import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVELOPMENT_MNEMONIC, encodeAccountAddress, privateKeyFromMnemonic, validateMnemonic } from '@ledgernet/crypto'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'

const DEV_MNEMONIC = DEVELOPMENT_MNEMONIC
// Not a development key: a key of our own that must never be printed.
const SECRET_HEX = '5f0c1e1e9a4b7c3d2e1f00112233445566778899aabbccddeeff001122334455'

let dir: string
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'ledgernet-keys-'))))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('ledgernet keys new', () => {
  it('writes a mnemonic key file with mode 0600, prints its addresses but not the mnemonic', async () => {
    const file = join(dir, 'alice.key')
    const run = await runLedgernet(['keys', 'new', '--out', file, '--words', '12'])
    expect(run.code).toBe(0)
    const mnemonic = (await readFile(file, 'utf8')).trim()
    expect(validateMnemonic(mnemonic)).toBe(true)
    expect(mnemonic.split(' ')).toHaveLength(12)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(run.stdout).not.toContain(mnemonic)
    expect(run.stdout).toContain(encodeAccountAddress(privateKeyFromMnemonic(mnemonic).publicKey, 'localnet'))
    // and refuses to overwrite it
    const again = await runLedgernet(['keys', 'new', '--out', file])
    expect(expectOneLineError(again)).toMatch(/already exists; a key file is never overwritten/)
    expect((await readFile(file, 'utf8')).trim()).toBe(mnemonic)
  })

  it('gives the mnemonic to --json output, and refuses to print it into a pipe otherwise', async () => {
    const json = await runLedgernet(['keys', 'new', '--json', '--index', '3'])
    expect(json.code).toBe(0)
    const key = JSON.parse(json.stdout)
    expect(validateMnemonic(key.mnemonic)).toBe(true)
    expect(key).toMatchObject({ index: 3, path: "m/44'/1022'/0'/0/3", network: 'localnet' })
    expect(key.address).toBe(
      encodeAccountAddress(privateKeyFromMnemonic(key.mnemonic, { index: 3 }).publicKey, 'localnet'),
    )
    expect(expectOneLineError(await runLedgernet(['keys', 'new', '--show-mnemonic']))).toMatch(
      /Refusing to print a mnemonic into a pipe/,
    )
    expect(expectOneLineError(await runLedgernet(['keys', 'new']), 2)).toMatch(/Nowhere to keep the new key/)
  })
})

describe('ledgernet keys show / address', () => {
  it('shows the configured key (a mnemonic at an HD index) without the private key', async () => {
    const run = await runLedgernet(['keys', 'show', '--index', '1', '--json'], {
      env: { LEDGERNET_PRIVATE_KEY: DEV_MNEMONIC },
    })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      source: 'LEDGERNET_PRIVATE_KEY',
      kind: 'mnemonic',
      index: 1,
      address: developmentAccounts[1].address,
      v0Address: developmentAccounts[1].v0Address,
    })
    expect(run.stdout).not.toContain('test test')
  })

  it('never prints a hex key from LEDGERNET_PRIVATE_KEY or a key file, in any mode', async () => {
    const file = join(dir, 'hex.key')
    await writeFile(file, `${SECRET_HEX}\n`, { mode: 0o600 })
    const runs = await Promise.all([
      runLedgernet(['keys', 'show'], { env: { LEDGERNET_PRIVATE_KEY: SECRET_HEX } }),
      runLedgernet(['keys', 'show', '--json', '--verbose'], { env: { LEDGERNET_PRIVATE_KEY: SECRET_HEX } }),
      runLedgernet(['keys', 'show', '--key-file', file, '--network', 'mainnet']),
      runLedgernet(['keys', 'show', '--index', '2', '--verbose'], { env: { LEDGERNET_PRIVATE_KEY: SECRET_HEX } }),
    ])
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0, 2]) // --index with a hex key: options that contradict, a usage error
    for (const run of runs) expect(run.stdout + run.stderr).not.toContain(SECRET_HEX)
    expect(runs[2]!.stdout).toMatch(/account\s+rdx1/)
    expect(runs[3]!.stderr).toMatch(/--index applies to a mnemonic/)
  })

  it('warns about a key file other users can read', async () => {
    const file = join(dir, 'open.key')
    await writeFile(file, DEV_MNEMONIC, { mode: 0o644 })
    const run = await runLedgernet(['keys', 'show', '--key-file', file])
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/can be read by other users \(mode 0644\); run: chmod 600/)
  })

  it('lists the addresses of a public key or an account on every network', async () => {
    const run = await runLedgernet(['keys', 'address', developmentAccounts[0].address, '--all-networks', '--json'])
    const rows = JSON.parse(run.stdout)
    expect(rows.map((row: { network: string }) => row.network)).toEqual(['mainnet', 'stokenet', 'localnet'])
    expect(rows[2].publicKey).toBe(developmentAccounts[0].publicKeyHex)
    const mainnet = await runLedgernet([
      'keys',
      'address',
      '03f43fba6541031ef2195f5ba96677354d28147e45b40cde4662bec9162c361f55',
      '--network',
      'mainnet',
    ])
    expect(mainnet.stdout).toContain('rdx1qsplg0a6v4qsx8hjr904h2txwu6562q50ezmgrx7ge3tajgk9smp74gh88as2')
  })

  it('refuses a missing key, a bad key file and a private key typed as an argument, in one line', async () => {
    expect(expectOneLineError(await runLedgernet(['keys', 'show']))).toMatch(/No signing key is configured.*--key-file/)
    expect(expectOneLineError(await runLedgernet(['keys', 'show', '--key-file', join(dir, 'missing.key')]))).toMatch(
      /Cannot read the key file .*no such file/,
    )
    const bad = join(dir, 'bad.key')
    await writeFile(bad, 'not a key at all', { mode: 0o600 })
    expect(expectOneLineError(await runLedgernet(['keys', 'show', '--key-file', bad]), 2)).toMatch(
      /must hold a private key \(64 hex characters\) or a BIP-39 mnemonic/,
    )
    const typed = await runLedgernet(['keys', 'address', SECRET_HEX])
    expect(expectOneLineError(typed, 2)).toMatch(/looks like a private key/)
    expect(typed.stderr).not.toContain(SECRET_HEX)
    const option = await runLedgernet(['keys', 'show', `--private-key=${SECRET_HEX}`])
    expect(expectOneLineError(option, 2)).toMatch(/never taken on the command line.*--key-file/)
    expect(option.stdout + option.stderr).not.toContain(SECRET_HEX)
  })
})
