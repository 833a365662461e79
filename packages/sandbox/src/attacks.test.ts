import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SandboxState } from './generated/controls/methods.gen.js'
import { silentLogger } from './SandboxLogger.js'
import { precompiledValidators } from './server/precompiledValidators.js'
import { startSandbox } from './startSandbox.js'
import { BIN_PATH, type BinSandbox, startBinSandbox } from './testing/binSandbox.js'
import { rawExchange } from './testing/rawHttp.js'
import { rpcOverHttp } from './testing/rpcOverHttp.js'
import { specCheckedClients } from './testing/specCheckedClients.js'
import { submitThroughGateway, transferRequest } from './testing/testSandbox.js'

// The four holes of issue 19, each reproduced as it was found — on the bin started with its
// defaults, by a client or a web page with no credentials — and each now answered, refused or
// ignored, with the server alive and its ledger consistent. Each test failed on the code before.

const sandboxSpec = precompiledValidators.sandbox()
/** Every JSON-RPC error a control answered here: each must be one the spec lists for that method. */
const answeredErrors: { method: string; error: unknown }[] = []

/** A control over HTTP, as a web page or a script sends it; records its error, if any. */
async function control(
  port: number,
  method: string,
  params: unknown[],
  headers: Record<string, string | undefined> = {},
) {
  const answer = await rpcOverHttp(port, method, params, headers)
  expect(answer.status).toBe(200)
  if (answer.body.error) answeredErrors.push({ method, error: answer.body.error })
  return answer.body as { result?: any; error?: { code: number; message: string; data?: any } }
}

async function expectServing(bin: BinSandbox) {
  expect(bin.child.exitCode, bin.stderr()).toBeNull()
  expect((await fetch(`${bin.sandbox.nodeUrl}/api/ping`)).status).toBe(200)
}

let bin: BinSandbox
beforeAll(async () => {
  bin = await startBinSandbox([])
})
afterAll(async () => {
  expect(await bin.stop()).toBe(0)
  expect(bin.stderr()).toBe('')
})

describe('1. one request kills the server', () => {
  const head = (path: string) => `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 67108865\r\n\r\n`

  it('a declared body of 64 MiB + 1 byte, none sent, is answered 413 on every interface, and the bin serves on', async () => {
    for (const path of ['/rpc', '/transaction/submit', '/v0/transaction/submit', '/api/system', '/anywhere']) {
      const exchange = await rawExchange(bin.sandbox.port, [head(path)])
      expect(exchange.statuses, path).toEqual([413])
      expect(exchange.closed).toBe(true)
      await expectServing(bin)
    }
  })

  it('nor does it take down the process of an in-process sandbox', async () => {
    const sandbox = await startSandbox({ accounts: 1, logger: silentLogger })
    try {
      expect((await rawExchange(sandbox.port, [head('/rpc')])).statuses).toEqual([413])
      expect((await fetch(`${sandbox.nodeUrl}/api/ping`)).status).toBe(200)
    } finally {
      await sandbox.stop()
    }
  })
})

describe('2. a state document corrupts the ledger', () => {
  it('the same account twice (supply twice its balance) is refused naming the field; the ledger and a journaled restart are untouched', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ledgernet-attack-'))
    let journaled: BinSandbox | undefined
    try {
      journaled = await startBinSandbox(['--data-dir', directory, '--controls', '--accounts', '2'])
      const port = journaled.sandbox.port
      const dump = (await control(port, 'sandbox_dumpState', [])).result as SandboxState
      const account = dump.accounts[0]!
      const hostile = structuredClone(dump)
      hostile.accounts = [account, account]
      hostile.tokens[0]!.totalSupply = (2n * BigInt(account.balances[hostile.tokens[0]!.tokenIdentifier]!)).toString()
      const refused = await control(port, 'sandbox_loadState', [hostile])
      expect(refused.error?.code).toBe(4002)
      expect(refused.error?.data.problems).toContain(
        'accounts[1].v0Address: names the account of accounts[0] (one entry per account)',
      )
      expect((await control(port, 'sandbox_dumpState', [])).result).toEqual(dump)
      // What it dumps, it loads back; and a journaled directory restarts on it.
      expect((await control(port, 'sandbox_loadState', [dump])).result).toEqual(dump.ledgerState)
      expect(await journaled.stop()).toBe(0)
      journaled = await startBinSandbox(['--data-dir', directory, '--controls'])
      expect((await control(journaled.sandbox.port, 'sandbox_dumpState', [])).result).toEqual(dump)
    } finally {
      await journaled?.stop()
      await rm(directory, { recursive: true, force: true })
    }
  })
})

describe('3. versions past 2^53', () => {
  it('2^53 and 1e300 are refused naming ledgerState.version, and so is anything above 2^52; from 2^52, every version is distinct, across a restart', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ledgernet-attack-'))
    let journaled: BinSandbox | undefined
    try {
      journaled = await startBinSandbox(['--data-dir', directory, '--controls', '--accounts', '2'])
      const port = journaled.sandbox.port
      const dump = (await control(port, 'sandbox_dumpState', [])).result as SandboxState
      const at = (version: number) => ({ ...dump, ledgerState: { ...dump.ledgerState, version } })
      for (const version of [2 ** 53, 1e300]) {
        const refused = await control(port, 'sandbox_loadState', [at(version)])
        expect(refused.error?.code).toBe(-32602)
        expect(refused.error?.data.issues).toContainEqual({
          path: '/params/0/ledgerState/version',
          message: 'must be <= 9007199254740991',
        })
      }
      const beyond = await control(port, 'sandbox_loadState', [at(2 ** 52 + 1)])
      expect(beyond.error?.code).toBe(4002)
      expect(beyond.error?.data.problems[0]).toMatch(/^ledgerState\.version: is above 2\^52/)
      expect((await control(port, 'sandbox_dumpState', [])).result).toEqual(dump)

      expect((await control(port, 'sandbox_loadState', [at(2 ** 52)])).result.version).toBe(2 ** 52)
      const [alice, bob] = journaled.sandbox.accounts
      const gateway = specCheckedClients(journaled.sandbox).gateway
      const versions: number[] = []
      for (const value of [1n, 2n, 3n]) {
        await submitThroughGateway(journaled.sandbox, gateway, 0, transferRequest(alice!, bob!, value))
        versions.push((await control(port, 'sandbox_dumpState', [])).result.ledgerState.version)
      }
      expect(versions).toEqual([2 ** 52 + 1, 2 ** 52 + 2, 2 ** 52 + 3])
      const before = (await control(port, 'sandbox_dumpState', [])).result
      expect(await journaled.stop()).toBe(0)
      journaled = await startBinSandbox(['--data-dir', directory, '--controls'])
      expect((await control(journaled.sandbox.port, 'sandbox_dumpState', [])).result).toEqual(before)
    } finally {
      await journaled?.stop()
      await rm(directory, { recursive: true, force: true })
    }
  })
})

describe('4. any web page can drive the controls', () => {
  const port = () => bin.sandbox.port
  const alice = () => bin.sandbox.accounts[0]!.address
  const balanceOfAlice = async () =>
    (await control(port(), 'sandbox_dumpState', [])).result.accounts.find(
      (account: { address?: string }) => account.address === alice(),
    ).balances

  it('a control sent as text/plain or a form (a "simple" request: no preflight) is refused 4005 and does nothing', async () => {
    const before = await balanceOfAlice()
    for (const contentType of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      const refused = await control(port(), 'sandbox_setBalance', [alice(), '1'], { 'content-type': contentType })
      expect(refused.error).toMatchObject({
        code: 4005,
        data: { reason: 'CONTENT_TYPE', received: contentType ?? null },
      })
      expect((await control(port(), 'sandbox_reset', [], { 'content-type': contentType })).error?.code).toBe(4005)
    }
    expect(await balanceOfAlice()).toEqual(before)
    // The node's own methods on the same path still answer such a request.
    const status = await control(port(), 'ledger.statusOfTransaction', ['00'.repeat(32)], {
      'content-type': 'text/plain',
    })
    expect(status.result).toEqual({ txID: '00'.repeat(32), failure: 'TRANSACTION_NOT_FOUND' })
    expect(
      (await control(port(), 'sandbox_snapshot', [], { 'content-type': 'application/json; charset=utf-8' })).result,
    ).toMatch(/^0x/)
  })

  it('a Host that is not the sandbox (DNS rebinding) is refused 4005; its own names are not', async () => {
    for (const host of [
      'attacker.example',
      `attacker.example:${port()}`,
      '127.0.0.1.attacker.example',
      `localhost:${port() + 1}`,
    ]) {
      const refused = await control(port(), 'sandbox_reset', [], { host })
      expect(refused.error, String(host)).toMatchObject({ code: 4005, data: { reason: 'HOST', received: host } })
    }
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LOCALHOST:${port()}`, `[::1]:${port()}`])
      expect((await control(port(), 'sandbox_snapshot', [], { host })).result, host).toMatch(/^0x/)
  })

  it('a page of another origin is refused 4005, even once its preflight passed; the ledger methods keep their CORS', async () => {
    const preflight = await fetch(bin.sandbox.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://attacker.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    for (const origin of [
      'https://attacker.example',
      'null',
      `http://127.0.0.1:${port() + 1}`,
      'http://localhost:5173',
    ]) {
      const refused = await control(port(), 'sandbox_setBalance', [alice(), '1'], { origin })
      expect(refused.error, origin).toMatchObject({ code: 4005, data: { reason: 'ORIGIN', received: origin } })
    }
    const wallet = await rpcOverHttp(port(), 'ledger.statusOfTransaction', ['00'.repeat(32)], {
      origin: 'https://wallet.example',
    })
    expect(wallet.headers['access-control-allow-origin']).toBe('*')
    expect(wallet.body.result.failure).toBe('TRANSACTION_NOT_FOUND')
    expect((await control(port(), 'sandbox_snapshot', [], { origin: `http://127.0.0.1:${port()}` })).result).toMatch(
      /^0x/,
    )
  })

  it('a batch mixing the node methods and controls answers each call by its own rule', async () => {
    const answer = await fetch(bin.sandbox.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'ledger.statusOfTransaction', params: ['00'.repeat(32)] },
        { jsonrpc: '2.0', id: 2, method: 'sandbox_reset', params: [] },
      ]),
    }).then((response) => response.json())
    expect(answer[0].result.failure).toBe('TRANSACTION_NOT_FOUND')
    expect(answer[1].error.code).toBe(4005)
  })

  it('--allow-host and --allow-origin admit what the user names, and only that', async () => {
    const allowing = await startBinSandbox([
      '--accounts',
      '1',
      '--allow-host',
      'sandbox',
      '--allow-origin',
      'http://localhost:5173',
    ])
    try {
      const at = allowing.sandbox.port
      expect((await control(at, 'sandbox_snapshot', [], { host: `sandbox:${at}` })).result).toMatch(/^0x/)
      expect((await control(at, 'sandbox_snapshot', [], { origin: 'http://localhost:5173' })).result).toMatch(/^0x/)
      expect((await control(at, 'sandbox_snapshot', [], { host: 'sandbox.attacker.example' })).error?.code).toBe(4005)
      expect((await control(at, 'sandbox_snapshot', [], { origin: 'http://localhost:5174' })).error?.code).toBe(4005)
    } finally {
      await allowing.stop()
    }
  })

  it('params given to a control that takes none are -32602; every error the controls answered is one their spec lists', async () => {
    for (const method of ['sandbox_snapshot', 'sandbox_dumpState', 'sandbox_reset'])
      expect((await control(port(), method, [1])).error?.code).toBe(-32602)
    expect(answeredErrors.length).toBeGreaterThan(20)
    for (const { method, error } of answeredErrors)
      expect(sandboxSpec.validateRpcError(method, error), method).toEqual([])
  })

  it('with --expose-controls the sandbox goes on to listen there, and warns first', async () => {
    // 203.0.113.7 (TEST-NET-3) is on no machine: the listen fails, so nothing is exposed by this test.
    const warnings: string[] = []
    const logger = { ...silentLogger, warn: (message: string) => warnings.push(message) }
    await expect(startSandbox({ host: '203.0.113.7', exposeControls: true, logger })).rejects.toMatchObject({
      code: 'CANNOT_LISTEN',
    })
    expect(warnings).toEqual([
      'the test controls (sandbox_* on /rpc) are exposed beyond loopback, on 203.0.113.7: whoever can reach it can rewrite the ledger',
    ])
    await expect(startSandbox({ host: '203.0.113.7', logger })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'host',
    })
    await expect(startSandbox({ host: '203.0.113.7', controls: false, logger })).rejects.toMatchObject({
      code: 'CANNOT_LISTEN',
    })
    expect(warnings).toHaveLength(1)
  })

  it('listening beyond loopback with the controls on needs --expose-controls: without it the bin refuses to start, and says why', () => {
    const refused = spawnSync(process.execPath, [BIN_PATH, '--port', '0', '--host', '0.0.0.0'], {
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(refused.status).toBe(2)
    expect(refused.stderr).toMatch(
      /^error: Invalid host: is 0\.0\.0\.0, beyond loopback, while the test controls are on.*--expose-controls.*--no-controls.* Hint: /,
    )
  })
})
