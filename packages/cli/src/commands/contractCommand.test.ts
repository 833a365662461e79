import { spawn } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { closedPort } from '../testing/closedPort.js'
import { cleanEnvironment, expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { binPath, contractBinPath, runLedgernetBin } from '../testing/runLedgernetBin.js'
import { ADMIN, sandboxArguments, sharedSandbox } from '../testing/testSandbox.js'

const sandbox = sharedSandbox()

describe('ledgernet contract', () => {
  it('tests the servers of the general options: the global --gateway (before or after the command), --admin', async () => {
    for (const argv of [
      ['--gateway', sandbox.gatewayUrl, 'contract'],
      ['contract', '--gateway', sandbox.gatewayUrl],
    ]) {
      const run = await runLedgernet([
        ...argv,
        '--admin',
        `${ADMIN.username}:${ADMIN.password}`,
        '--only',
        'gateway.deriveToken',
        '--only',
        'node-rest.getModules',
      ])
      expect(run.code, run.stderr).toBe(0)
      expect(run.stdout).toContain(`gateway  ${sandbox.gatewayUrl}`)
      expect(run.stdout).toMatch(/PASS · \d+ passed/)
    }
  })

  it('tests only the interfaces named (an option or a LEDGERNET_* variable), never guessing the others from them', async () => {
    const run = await runLedgernet(['--json', 'contract', '--only', 'gateway.deriveToken'], {
      env: { LEDGERNET_GATEWAY: sandbox.gatewayUrl },
    })
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout).targets).toEqual({ gateway: sandbox.gatewayUrl })
  })

  it('exits 1 when a check fails, listing the failure', async () => {
    const gateway = `http://127.0.0.1:${await closedPort()}`
    const run = await runLedgernet(['--gateway', gateway, 'contract', '--only', 'gateway.deriveToken'])
    expect(run.code, run.stderr).toBe(1)
    expect(run.stdout).toMatch(/Failures \(\d+\)/)
    expect(run.stdout).toMatch(/FAIL · \d+ failed/)
  })

  it('colours the table as every command decides colours: FORCE_COLOR even in a pipe, never with NO_COLOR', async () => {
    const argv = ['--gateway', sandbox.gatewayUrl, 'contract', '--only', 'gateway.deriveToken']
    expect((await runLedgernet(argv)).stdout).not.toContain('\u001b[')
    expect((await runLedgernet(argv, { env: { FORCE_COLOR: '1' } })).stdout).toContain('\u001b[32mPASS · ')
    expect((await runLedgernet(argv, { env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout).not.toContain('\u001b[')
  })

  it('`ledgernet-contract` is the same command: its options, its errors, its exit codes', async () => {
    const run = await runLedgernetBin(['--gateway', sandbox.gatewayUrl, '--json', '--only', 'gateway.deriveToken'], {
      bin: contractBinPath,
    })
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, targets: { gateway: sandbox.gatewayUrl } })
    expect(expectOneLineError(await runLedgernetBin(['--junit', 'x.xml'], { bin: contractBinPath }), 2)).toMatch(
      /unknown option '--junit'.*Hint: see `ledgernet contract --help`/,
    )
  })

  it('--json prints the JSON report on stdout; the report files have their own options', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ledgernet-contract-'))
    const run = await runLedgernet([
      '--json',
      '--gateway',
      sandbox.gatewayUrl,
      'contract',
      '--only',
      'gateway.deriveToken',
      '--report-json',
      join(dir, 'r.json'),
      '--report-junit',
      join(dir, 'r.xml'),
    ])
    expect(run.code, run.stderr).toBe(0)
    const report = JSON.parse(run.stdout)
    expect(report).toMatchObject({ ok: true, targets: { gateway: sandbox.gatewayUrl } })
    expect(JSON.parse(await readFile(join(dir, 'r.json'), 'utf8')).summary).toEqual(report.summary)
    expect(await readFile(join(dir, 'r.xml'), 'utf8')).toMatch(/^<\?xml/)
  })

  it('a usage error is one line and exit code 2: an unknown option, an --only that selects nothing', async () => {
    expect(expectOneLineError(await runLedgernet(['contract', '--junit', 'x.xml']), 2)).toMatch(
      /unknown option '--junit'.*Hint: see `ledgernet contract --help`/,
    )
    expect(
      expectOneLineError(
        await runLedgernet(['--gateway', sandbox.gatewayUrl, 'contract', '--only', 'no-such-check']),
        2,
      ),
    ).toMatch(/^error: Invalid --only: matches no check/)
  })

  it('takes --seed on the command line, after or before its name and through its alias', async () => {
    const base = ['--gateway', sandbox.gatewayUrl, '--json']
    for (const [argv, bin] of [
      [['contract', '--seed', '42', '--only', 'gateway.deriveToken', ...base], undefined],
      [['contract', '--seed=42', '--only', 'gateway.deriveToken', ...base], undefined],
      [['--seed', '42', 'contract', '--only', 'gateway.deriveToken', ...base], undefined],
      [['--seed', '42', '--only', 'gateway.deriveToken', ...base], contractBinPath],
    ] as const) {
      const run = bin ? await runLedgernetBin([...argv], { bin }) : await runLedgernet([...argv])
      expect(run.code, `${argv.join(' ')}: ${run.stderr}`).toBe(0)
      expect(JSON.parse(run.stdout).seed).toBe(42)
    }
    // A key typed after --seed is refused without being repeated; another command has no --seed.
    const typed = expectOneLineError(await runLedgernet(['contract', '--seed', 'test test test junk']), 2)
    expect(typed).toMatch(/never taken on the command line \(--seed\)/)
    expect(typed).not.toContain('junk')
    expect(expectOneLineError(await runLedgernet(['--seed', '42', 'node', 'ping']), 2)).toMatch(
      /unknown option '--seed' \(an option of ledgernet contract\).*Hint: see `ledgernet node ping --help`/,
    )
  })

  it('`--seed N` twice against one long-lived sandbox gives the same checks and verdicts', async () => {
    const argv = [...sandboxArguments(), '--json', 'contract', '--seed', '4242', '--only', 'scenario']
    const first = await runLedgernet(argv)
    const second = await runLedgernet(argv)
    for (const run of [first, second]) expect(run.code, run.stdout.slice(0, 4000)).toBe(0)
    const [a, b] = [JSON.parse(first.stdout), JSON.parse(second.stdout)]
    expect(a.checks.length).toBeGreaterThan(40)
    expect(b.checks).toEqual(a.checks)
  })

  it('Ctrl-C stops a run cleanly: the table and the report files of what ran, exit code 130', async () => {
    // A server that takes requests and never answers: the run is under way when Ctrl-C comes.
    let requests = 0
    const hanging = createServer((request) => {
      requests += 1
      request.resume()
    })
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    const dir = await mkdtemp(join(tmpdir(), 'ledgernet-contract-'))
    try {
      const gateway = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
      const child = spawn(
        process.execPath,
        [
          binPath,
          '--gateway',
          gateway,
          'contract',
          '--report-json',
          join(dir, 'r.json'),
          '--report-junit',
          join(dir, 'r.xml'),
        ],
        { env: cleanEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] },
      )
      let stdout = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
      child.stderr.resume()
      const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
      while (requests === 0) await new Promise((resolve) => setTimeout(resolve, 50))
      const interrupted = performance.now()
      child.kill('SIGINT')
      expect(await exit).toBe(130)
      expect(performance.now() - interrupted).toBeLessThan(5_000)
      expect(stdout).toContain('The run stopped before its end: interrupted.')
      const report = JSON.parse(await readFile(join(dir, 'r.json'), 'utf8'))
      expect(report).toMatchObject({ ok: false, stopped: 'interrupted' })
      expect(report.checks.some((check: { reason?: string }) => check.reason === 'not run: interrupted')).toBe(true)
      expect(await readFile(join(dir, 'r.xml'), 'utf8')).toContain('<property name="stopped" value="interrupted"/>')
    } finally {
      hanging.closeAllConnections()
      await new Promise((resolve) => hanging.close(resolve))
    }
  })

  it('--help lists its own options and points to ledgernet --help for the general ones', async () => {
    for (const argv of [
      ['contract', '--help'],
      ['help', 'contract'],
    ]) {
      const run = await runLedgernet(argv)
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(/^Usage: ledgernet contract \[options\]/)
      for (const option of [
        '--only <pattern>',
        '--seed <n>',
        '--confirm-timeout <ms>',
        '--read-only',
        '--rate <n>',
        '--concurrency <n>',
        '--time-budget <duration>',
        '--max-body <bytes>',
        '--report-json <file>',
        '--report-junit <file>',
        '--report-html <file>',
        '--all',
      ])
        expect(run.stdout).toContain(option)
      expect(run.stdout).not.toMatch(/^\s+--(gateway|key-file|json)\b/m)
      expect(run.stdout).toContain('see `ledgernet --help`')
    }
  })
})
