import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { startTamperingProxy, withJson } from '@ledgernet/test-support/tamperingProxy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runContractCommand } from '../src/cli/runContractCommand.js'

function collector() {
  const chunks: string[] = []
  return { write: (chunk: string) => void chunks.push(chunk), text: () => chunks.join('') }
}

describe('runContractCommand (what `ledgernet contract` runs)', () => {
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

  it('answers 0 against the sandbox, writes JUnit and JSON, and never prints the key or the password', async () => {
    const key = sandbox.accounts[1]!.privateKey!
    const stdout = collector()
    const stderr = collector()
    const code = await runContractCommand(
      {
        run: {
          gateway: sandbox.gatewayUrl,
          rpc: sandbox.rpcUrl,
          node: sandbox.nodeUrl,
          v0: sandbox.v0Url,
          privateKey: key,
          admin: sandbox.adminCredentials,
        },
        json: false,
        reportJunit: join(dir, 'out/contract.xml'),
        reportJson: join(dir, 'out/contract.json'),
      },
      { stdout, stderr },
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
    expect(json).toMatchObject({ ok: true, summary: { fail: 0 } })
    for (const text of [stdout.text(), junit, JSON.stringify(json)]) {
      expect(text).not.toContain(key)
      expect(text).not.toContain(sandbox.adminCredentials.password)
    }
  })

  it('answers 1 when a check fails and lists the failure; with progress, a count on stderr cleared before the table', async () => {
    // Both checks of getSystem fail: the record gets a clock of the wrong type, the 405 error body
    // (the wrong-verb check) a code of the wrong type. (An added field would not do: response
    // containers are open, see docs/decisions/007-open-responses-closed-requests.md.)
    const proxy = await startTamperingProxy(sandbox.gatewayUrl, {
      alter: (request, answer) =>
        request.path !== '/api/system'
          ? answer
          : withJson(
              answer,
              answer.status === 200 ? { ...answer.json, clock: 'late' } : { ...answer.json, code: 'late' },
            ),
    })
    const stdout = collector()
    const stderr = collector()
    try {
      const code = await runContractCommand(
        { run: { node: proxy.url, only: ['node-rest.getSystem'] }, json: false },
        { stdout, stderr, progress: true, color: true },
      )
      expect(code).toBe(1)
    } finally {
      await proxy.close()
    }
    expect(stderr.text()).toMatch(/^\r1 checks, 1 failed…\r2 checks, 2 failed…\r\u001b\[K$/)
    expect(stdout.text()).toContain('node-rest.getSystem /body/clock: response: must be integer')
    expect(stdout.text()).toContain('seen:     "late"')
    expect(stdout.text()).toContain('node-rest.getSystem (wrong verb) /body/code: response: must be integer')
    expect(stdout.text()).toContain('\u001b[31mFAIL · 2 failed')
  })

  it('throws InvalidArgumentError naming --only when it selects nothing, and writes no report', async () => {
    const stdout = collector()
    await expect(
      runContractCommand(
        {
          run: { gateway: sandbox.gatewayUrl, only: ['no-such-check'] },
          json: false,
          reportJson: join(dir, 'none.json'),
        },
        { stdout, stderr: collector() },
      ),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', field: '--only' })
    expect(stdout.text()).toBe('')
    await expect(readFile(join(dir, 'none.json'))).rejects.toThrow()
  })

  it('with json, prints the JSON report on stdout and nothing else there', async () => {
    const stdout = collector()
    expect(
      await runContractCommand(
        { run: { gateway: sandbox.gatewayUrl, only: ['gateway.deriveToken'] }, json: true },
        { stdout, stderr: collector() },
      ),
    ).toBe(0)
    expect(JSON.parse(stdout.text())).toMatchObject({ ok: true, targets: { gateway: sandbox.gatewayUrl } })
  })
})
