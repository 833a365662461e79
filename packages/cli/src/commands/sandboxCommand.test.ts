import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { binPath } from '../testing/runLedgernetBin.js'
import { sharedSandbox } from '../testing/testSandbox.js'

/** Starts `ledgernet sandbox …` as a child and resolves once `ready` matches its stdout. */
function serve(args: string[], ready: RegExp) {
  const child = spawn(process.execPath, [binPath, 'sandbox', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  const started = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      if (ready.test(stdout)) resolve(stdout)
    })
    void exited.then((code) => reject(new Error(`sandbox exited ${code} before it was ready: ${stderr}`)))
  })
  return { child, started, exited, output: () => ({ stdout, stderr }) }
}

describe('ledgernet sandbox', () => {
  it('prints its URLs, funded keys and admin credentials, serves until SIGINT, then exits 0', async () => {
    const sandbox = serve(
      ['--port', '0', '--round-ms', '20', '--accounts', '2', '--admin', 'ops:s3cret-admin'],
      /Press Ctrl-C to stop\./,
    )
    const banner = await sandbox.started
    const gateway = /Gateway API +(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)![1]!
    expect(banner).toMatch(/admin: ops \/ s3cret-admin/)
    expect(banner).toContain(`(0) ${developmentAccounts[0].address}`)
    expect(banner).toMatch(/private key [0-9a-f]{64}/)
    const pong = await runLedgernet(['--gateway', gateway, '--json', 'node', 'ping'])
    expect(JSON.parse(pong.stdout).response).toBe('pong')
    const modules = await runLedgernet(['--gateway', gateway, '--admin', 'ops:s3cret-admin', 'node', 'modules'])
    expect(modules.code).toBe(0)
    // Amounts as the CLI writes them, and the lines that point the CLI at it: used as printed.
    expect(banner).toContain(`${developmentAccounts[0].address}   1,000,000 XRD`)
    const exports = Object.fromEntries(
      [...banner.matchAll(/^ {2}export (LEDGERNET_[A-Z_]+)=(?:'([^']*)'|(\S+))/gm)].map((match) => [
        match[1]!,
        match[2] ?? match[3]!,
      ]),
    )
    expect(Object.keys(exports).sort()).toEqual(['LEDGERNET_ADMIN', 'LEDGERNET_GATEWAY', 'LEDGERNET_PRIVATE_KEY'])
    const tryLine = /^ {2}npx -p @ledgernet\/cli ledgernet (transfer \S+ 2\.5)/m.exec(banner)![1]!.split(' ')
    const sent = await runLedgernet(tryLine, { env: exports })
    expect(sent, sent.stderr).toMatchObject({ code: 0 })
    expect(sent.stdout).toMatch(new RegExp(`^✔ transfer 2\\.5 XRD to ${developmentAccounts[1].address} — CONFIRMED`))
    expect((await runLedgernet(['node', 'mass'], { env: exports })).code).toBe(0)
    sandbox.child.kill('SIGINT')
    expect(await sandbox.exited).toBe(0)
    expect(sandbox.output().stdout).toMatch(/ledgernet sandbox stopped\.\n$/)
    expect(sandbox.output().stderr).toBe('')
  })

  it('prints one JSON document with --json and exits 0 on SIGTERM', async () => {
    const sandbox = serve(['--port', '0', '--json'], /\}\n$/)
    const description = JSON.parse(await sandbox.started)
    expect(description).toMatchObject({
      network: 'localnet',
      gatewayUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      adminCredentials: { username: expect.any(String) },
    })
    expect(description.accounts).toHaveLength(10)
    const epoch = await runLedgernet(['--v0', description.v0Url, 'v0', 'epoch'])
    expect(epoch.stdout).toMatch(/^epoch \d+/)
    sandbox.child.kill('SIGTERM')
    expect(await sandbox.exited).toBe(0)
    expect(JSON.parse(sandbox.output().stdout)).toEqual(description)
  })

  it('says in one line that the port is taken (PORT_IN_USE, exit 1), and --json gives the code', async () => {
    const { port } = sharedSandbox()
    expect(expectOneLineError(await runLedgernet(['sandbox', '--port', String(port)]))).toBe(
      `error: Port ${port} on 127.0.0.1 is already in use. Hint: stop what listens there, or choose another port (--port; 0 picks a free one).`,
    )
    const json = await runLedgernet(['--json', 'sandbox', '--port', String(port)])
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'PORT_IN_USE', message: `Port ${port} on 127.0.0.1 is already in use.`, hint: expect.any(String) },
    })
  })

  it('--help lists its own options and points to ledgernet --help for the general ones', async () => {
    const run = await runLedgernet(['sandbox', '--help'])
    expect(run.code).toBe(0)
    for (const option of [
      '--port <n>',
      '--host <host>',
      '--round-ms <n>',
      '--rounds-per-epoch <n>',
      '--data-dir <dir>',
      '--accounts <n>',
      '--expose-controls',
      '--allow-host <host>',
      '--allow-origin <origin>',
    ])
      expect(run.stdout).toContain(option)
    expect(run.stdout).not.toMatch(/^\s+--key-file/m)
    expect(run.stdout).not.toMatch(/^\s+--gateway/m)
    expect(run.stdout).toContain('see `ledgernet --help`')
  })

  it('refuses to serve the test controls beyond loopback unless --expose-controls says so (exit 2, one line)', async () => {
    const refused = await runLedgernet(['sandbox', '--port', '0', '--host', '0.0.0.0'])
    expect(expectOneLineError(refused, 2)).toMatch(
      /^error: Invalid host: is 0\.0\.0\.0, beyond loopback, while the test controls are on: .*--expose-controls.* Hint: /,
    )
  })

  it('refuses a data directory that lost its journal, saying what to do, and starts over with --reset', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ledgernet-cli-sandbox-'))
    try {
      const first = serve(['--port', '0', '--json', '--data-dir', directory], /\}\n$/)
      await first.started
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      await rm(join(directory, 'journal.log'))
      const refused = expectOneLineError(await runLedgernet(['sandbox', '--port', '0', '--data-dir', directory]))
      expect(refused).toMatch(
        /journal\.log is missing.*Hint: restore journal\.log from a copy, or start a new ledger there with --reset/,
      )
      const reset = serve(['--port', '0', '--json', '--data-dir', directory, '--reset'], /\}\n$/)
      expect(JSON.parse(await reset.started).dataDir).toBe(directory)
      reset.child.kill('SIGTERM')
      expect(await reset.exited).toBe(0)
      const help = await runLedgernet(['sandbox', '--help'])
      expect(help.stdout).toMatch(/--reset[\s\S]*--repair-truncate/)
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
})
