import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runContractCli } from '../src/cli/runContractCli.js'
import { startAlteringProxy, withJson } from './startAlteringProxy.js'

function capture() {
  const stream = new PassThrough()
  let text = ''
  stream.on('data', (chunk) => (text += String(chunk)))
  return { stream, text: () => text }
}

describe('ledgernet-contract', () => {
  let sandbox: Sandbox
  let dir: string
  beforeAll(async () => {
    sandbox = await startSandbox({ roundMs: 10, accounts: 2, logger: silentLogger })
    dir = await mkdtemp(join(tmpdir(), 'ledgernet-contract-'))
  })
  afterAll(async () => {
    await sandbox.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('exits 0 against the sandbox, writes JUnit and JSON, and never prints the key', async () => {
    const key = sandbox.accounts[1]!.privateKey!
    const keyFile = join(dir, 'dev.key')
    await writeFile(keyFile, `${key}\n`)
    const stdout = capture()
    const stderr = capture()
    const { username, password } = sandbox.adminCredentials
    const code = await runContractCli(
      [
        '--gateway',
        sandbox.gatewayUrl,
        '--rpc',
        sandbox.rpcUrl,
        '--node',
        sandbox.nodeUrl,
        '--v0',
        sandbox.v0Url,
        '--key-file',
        keyFile,
        '--admin',
        `${username}:${password}`,
        '--report-junit',
        join(dir, 'out/contract.xml'),
        '--report-json',
        join(dir, 'out/contract.json'),
      ],
      { env: {}, stdout: stdout.stream, stderr: stderr.stream },
    )
    expect(stderr.text()).toBe('')
    expect(code).toBe(0)
    expect(stdout.text()).toContain('PASS · ')
    expect(stdout.text()).not.toMatch(/\u001b\[/)
    const junit = await readFile(join(dir, 'out/contract.xml'), 'utf8')
    const json = JSON.parse(await readFile(join(dir, 'out/contract.json'), 'utf8'))
    expect(junit).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="ledgernet contract" tests="\d+" failures="0"/,
    )
    expect(json.ok).toBe(true)
    expect(json.summary.fail).toBe(0)
    for (const text of [stdout.text(), junit, JSON.stringify(json)]) {
      expect(text).not.toContain(key)
      expect(text).not.toContain(password)
    }
  })

  it('exits 1 when a check fails, and lists the failure', async () => {
    // Both checks of getSystem fail: the record gets a clock of the wrong type, the 405 error body
    // (the wrong-verb check) a code of the wrong type. (An added field would not do: response
    // containers are open, see docs/decisions/007-open-responses-closed-requests.md.)
    const proxy = await startAlteringProxy(sandbox.gatewayUrl, (request, answer) =>
      request.path !== '/api/system'
        ? answer
        : withJson(
            answer,
            answer.status === 200 ? { ...answer.json, clock: 'late' } : { ...answer.json, code: 'late' },
          ),
    )
    const stdout = capture()
    const stderr = capture()
    // A terminal gets a progress count on stderr, cleared before the table.
    Object.assign(stderr.stream, { isTTY: true })
    try {
      const code = await runContractCli(['--node', proxy.url, '--only', 'node-rest.getSystem'], {
        env: { NO_COLOR: '1' },
        stdout: stdout.stream,
        stderr: stderr.stream,
      })
      expect(code).toBe(1)
    } finally {
      await proxy.close()
    }
    expect(stderr.text()).toMatch(/^\r1 checks, 1 failed…\r2 checks, 2 failed…\r\u001b\[K$/)
    expect(stdout.text()).toContain('node-rest.getSystem /body/clock: response: must be integer')
    expect(stdout.text()).toContain('seen:     "late"')
    expect(stdout.text()).toContain('node-rest.getSystem (wrong verb) /body/code: response: must be integer')
  })

  it('exits 2 when --only selects nothing', async () => {
    const stderr = capture()
    expect(
      await runContractCli(['--gateway', sandbox.gatewayUrl, '--only', 'no-such-check'], {
        env: {},
        stdout: capture().stream,
        stderr: stderr.stream,
      }),
    ).toBe(2)
    expect(stderr.text()).toBe(
      'error: Invalid --only: matches no check (the JSON report and the table with --all list the check ids). Hint: see `ledgernet-contract --help`.\n',
    )
  })

  it('exits 2 for a usage error, naming the option', async () => {
    const stderr = capture()
    expect(
      await runContractCli(['--gateway', 'ftp://example.com'], {
        env: {},
        stdout: capture().stream,
        stderr: stderr.stream,
      }),
    ).toBe(2)
    expect(stderr.text()).toContain('Invalid gateway: must be an http(s) URL.')
  })

  it('--json prints the JSON report on stdout, and nothing else there', async () => {
    const stdout = capture()
    expect(
      await runContractCli(['--gateway', sandbox.gatewayUrl, '--only', 'gateway.deriveToken', '--json'], {
        env: {},
        stdout: stdout.stream,
        stderr: capture().stream,
      }),
    ).toBe(0)
    expect(JSON.parse(stdout.text())).toMatchObject({ ok: true, targets: { gateway: sandbox.gatewayUrl } })
  })
})
