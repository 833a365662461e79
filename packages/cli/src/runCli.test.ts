import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { closedPort } from './testing/closedPort.js'
import { expectOneLineError, runLedgernet } from './testing/runLedgernet.js'
import { runLedgernetBin } from './testing/runLedgernetBin.js'
import { SECRET_KEY, sharedSandbox } from './testing/testSandbox.js'

let nobody: string[]
let origin: string
beforeAll(async () => {
  origin = `http://127.0.0.1:${await closedPort()}`
  nobody = ['--gateway', origin, '--timeout', '2000']
})

describe('ledgernet errors', () => {
  it('turns usage errors into one line with a hint: unknown command, option, missing or extra argument', async () => {
    // The first through the built bin: the process's own exit code and stderr.
    expect(expectOneLineError(await runLedgernetBin(['v0', 'epch']), 2)).toBe(
      "error: unknown command 'epch' (Did you mean epoch?). Hint: see `ledgernet v0 --help`.",
    )
    expect(expectOneLineError(await runLedgernet(['node', 'ping', '--verbos']), 2)).toMatch(
      /unknown option '--verbos' \(Did you mean --verbose\?\)/,
    )
    expect(expectOneLineError(await runLedgernet(['v0', 'component']), 2)).toMatch(
      /missing required argument 'address'. Hint: see `ledgernet v0 component --help`/,
    )
    expect(expectOneLineError(await runLedgernet(['v0', 'epoch', 'now']), 2)).toMatch(/too many arguments/)
    expect(expectOneLineError(await runLedgernet(['--network', 'moon', 'v0', 'epoch']), 2)).toMatch(
      /Allowed choices are mainnet, stokenet, localnet/,
    )
    expect(expectOneLineError(await runLedgernet(['--timeout', '0', 'v0', 'epoch']), 2)).toMatch(/must be more than 0/)
    const key = developmentAccounts[0].publicKeyHex
    expect(
      expectOneLineError(await runLedgernet(['keys', 'address', key], { env: { LEDGERNET_NETWORK: 'moon' } }), 2),
    ).toMatch(/Invalid LEDGERNET_NETWORK: must be mainnet, stokenet or localnet/)
  })

  it('prints help for a group without a command, and exits 2 (a usage error)', async () => {
    const run = await runLedgernet(['node'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^Usage: ledgernet node/)
  })

  it('refuses a private key on the command line without repeating it', async () => {
    for (const argv of [
      ['--private-key', SECRET_KEY, 'keys', 'show'],
      ['transfer', 'x', '1', `--private-key=${SECRET_KEY}`],
      ['keys', 'show', '--mnemonic', 'test'],
    ]) {
      const run = await runLedgernet(argv)
      expect(expectOneLineError(run, 2)).toMatch(/is never taken on the command line.*Hint: .*--key-file/)
      expect(run.stdout + run.stderr).not.toContain(SECRET_KEY)
    }
    const unknown = await runLedgernet(['keys', 'show', `--secret-thing=${SECRET_KEY}`])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).not.toContain(SECRET_KEY)
    const pasted = await runLedgernet([SECRET_KEY])
    expect(expectOneLineError(pasted, 2)).toMatch(/unknown command '…'/)
    expect(pasted.stderr).not.toContain(SECRET_KEY)
  })

  it('says the server cannot be reached in one line; --verbose adds the cause chain; --json adds an error document', async () => {
    const plain = await runLedgernet([...nobody, 'v0', 'epoch'])
    expect(expectOneLineError(plain)).toBe(
      `error: Cannot reach ${origin} (connection refused). Hint: is the server running? \`ledgernet sandbox\` starts one on http://127.0.0.1:8080; or point --gateway/--rpc/--node/--v0 at yours.`,
    )
    const verbose = await runLedgernet([...nobody, '--verbose', 'v0', 'epoch'])
    expect(verbose.code).toBe(1)
    expect(verbose.stderr).toMatch(/NetworkError \[NETWORK_ERROR\]/)
    expect(verbose.stderr).toMatch(/caused by TypeError: fetch failed/)
    expect(verbose.stderr).toMatch(/ECONNREFUSED/)
    expect(verbose.stderr).not.toMatch(/\n\s+at /) // a user error: detail, but no stack
    const json = await runLedgernet([...nobody, '--json', 'v0', 'epoch'])
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'NETWORK_ERROR', message: expect.stringMatching(/^Cannot reach/), hint: expect.any(String) },
    })
  })

  it('never prints the key from LEDGERNET_PRIVATE_KEY, even in --verbose errors', async () => {
    const env = { LEDGERNET_PRIVATE_KEY: SECRET_KEY }
    const runs = await Promise.all([
      // The first through the built bin: whatever the process itself prints (Node's own reports too).
      runLedgernetBin([...nobody, '--verbose', 'transfer', developmentAccounts[1].address, '1'], { env }),
      runLedgernet([...nobody, '--verbose', '--json', 'token', 'create', 'gem', '--name', 'Gem', '--mutable'], { env }),
      runLedgernet(['--verbose', 'keys', 'show', '--index', '3'], { env }),
      runLedgernet(['--verbose', 'keys', 'show'], { env: { LEDGERNET_PRIVATE_KEY: `${SECRET_KEY.slice(0, 63)}z` } }),
    ])
    // A failure (1), or a usage error (2: --index with a hex key, a key that is not one).
    for (const [index, run] of runs.entries()) {
      expect(run.code, String(index)).toBe(index < 2 ? 1 : 2)
      expect(run.stdout + run.stderr).not.toContain(SECRET_KEY)
      expect(run.stdout + run.stderr).not.toContain(SECRET_KEY.slice(0, 63))
    }
  })

  it('a URL with the wrong path: the hint says where the interface lives', async () => {
    const { gatewayUrl } = sharedSandbox()
    const owner = developmentAccounts[0].publicKeyHex
    expect(
      expectOneLineError(
        await runLedgernet(['--gateway', `${gatewayUrl}/api`, 'token', 'derive', 'gem', '--owner', owner]),
      ),
    ).toBe(
      `error: ${gatewayUrl}/api has no deriveToken endpoint (HTTP 404). ` +
        `Hint: --gateway takes the server's origin (${gatewayUrl}), not ${gatewayUrl}/api: ` +
        'the Gateway API lives at the origin (its paths are /token/… and /transaction/…).',
    )
    expect(expectOneLineError(await runLedgernet(['--v0', `${gatewayUrl}/v0`, 'v0', 'epoch']))).toMatch(
      new RegExp(`Hint: --v0 takes the server's origin \\(${gatewayUrl}\\), not ${gatewayUrl}/v0`),
    )
    const rpc = await runLedgernet(['--rpc', `${gatewayUrl}/api`, 'tx', 'status', 'ab'.repeat(32), '--via', 'rpc'])
    expect(expectOneLineError(rpc)).toMatch(new RegExp(`Hint: check --rpc: JSON-RPC is POSTed to ${gatewayUrl}/rpc`))
  })

  it('uses no colour when piped, nor with NO_COLOR', async () => {
    const run = await runLedgernet([...nobody, 'v0', 'epoch'], { env: { NO_COLOR: '1' } })
    expect(run.stderr).not.toMatch(/\u001b\[/)
  })
})
