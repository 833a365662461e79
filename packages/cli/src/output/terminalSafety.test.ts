import { encodeAccountAddress, PrivateKey } from '@ledgernet/crypto'
import {
  jsonAnswer,
  type ProxiedAnswer,
  type ProxiedRequest,
  startTamperingProxy,
  withJson,
} from '@ledgernet/test-support/tamperingProxy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectSafe, hostile, shownHostile } from '../testing/hostileText.js'
import { type CliRun, runLedgernet } from '../testing/runLedgernet.js'
import { SECRET_KEY, sandboxArguments, sharedSandbox } from '../testing/testSandbox.js'

/** What the server answers instead of the sandbox's answer to a request, when it does. */
type Tamper = (request: ProxiedRequest, answer: ProxiedAnswer) => ProxiedAnswer | undefined
let tamper: Tamper = () => undefined
let proxy: Awaited<ReturnType<typeof startTamperingProxy>>
beforeAll(async () => {
  proxy = await startTamperingProxy(new URL(sharedSandbox().gatewayUrl).origin, {
    alter: (request, answer) => tamper(request, answer) ?? answer,
  })
})
afterAll(() => proxy.close())

/** `ledgernet …args` with every interface behind the tampering proxy. */
const viaProxy = (args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> =>
  runLedgernet(['--gateway', proxy.url, '--rpc', `${proxy.url}/rpc`, '--node', proxy.url, '--v0', proxy.url, ...args], {
    env,
  })

describe('what the CLI prints from a server is safe for a terminal', () => {
  it('a field of a successful answer (a node’s agent): shown escaped, exact in --json', async () => {
    tamper = ({ path }, answer) =>
      path === '/api/system'
        ? withJson(answer, { ...answer.json, agent: { ...answer.json.agent, name: hostile } })
        : undefined
    const human = await viaProxy(['node', 'system'])
    expect(human.code).toBe(0)
    expectSafe(human.stdout)
    expect(human.stdout).toContain(`name: ${shownHostile}`)
    const json = await viaProxy(['node', 'system', '--json'])
    expectSafe(json.stdout)
    expect(JSON.parse(json.stdout).agent.name).toBe(hostile)
  })

  it('an error message: one safe line, also with --verbose, --json exact; our colours only with FORCE_COLOR', async () => {
    tamper = ({ path }) =>
      path === '/api/system' ? jsonAnswer(500, { code: 500, message: hostile, trace_id: 'ab'.repeat(16) }) : undefined
    const run = await viaProxy(['node', 'system'])
    expect(run.code).toBe(1)
    expectSafe(run.stderr)
    expect(run.stderr).toBe(
      `error: ${shownHostile} (trace id ${'ab'.repeat(16)}). Hint: the server failed; try again, and report the trace id if it keeps failing.\n`,
    )
    const verbose = await viaProxy(['node', 'system', '--verbose'])
    expectSafe(verbose.stderr)
    expect(verbose.stderr).toContain(`body: {"code":500,"message":"\\u001b]0;PWNED-TITLE`)
    const json = await viaProxy(['node', 'system', '--json'])
    expectSafe(json.stdout)
    expect(JSON.parse(json.stdout).error.message).toBe(`${hostile} (trace id ${'ab'.repeat(16)}).`)
    const coloured = await viaProxy(['node', 'system'], { FORCE_COLOR: '1' })
    // Ours: bold red "error:" and the dim hint; the server's ESC stays a visible \x1b.
    expect(coloured.stderr.startsWith('\u001b[31m\u001b[1merror:\u001b[22m\u001b[39m ')).toBe(true)
    expect(coloured.stderr).toContain(shownHostile)
    expect([...coloured.stderr.matchAll(/\u001b\[([0-9;]*)m/g)].map((match) => match[1])).toEqual([
      '31',
      '1',
      '22',
      '39',
      '2',
      '22',
    ])
    expectSafe(coloured.stderr.replace(/\u001b\[[0-9;]*m/g, ''))
  })

  it('a megabyte of error message (a node’s JSON-RPC error, a body that is not JSON): cut, with its size said', async () => {
    const huge = `${hostile}${'x'.repeat(1_048_576)}`
    tamper = ({ path, method, json }) =>
      path === '/rpc' && method === 'POST'
        ? jsonAnswer(200, { jsonrpc: '2.0', id: json.id, error: { code: -32000, message: huge } })
        : path === '/api/system'
          ? { status: 503, headers: { 'content-type': 'text/plain' }, body: huge }
          : undefined
    const id = 'ab'.repeat(32)
    const rpc = await viaProxy(['tx', 'status', id, '--via', 'rpc'])
    expect(rpc.code).toBe(1)
    expectSafe(rpc.stderr)
    expect(rpc.stderr.length).toBeLessThan(1_500)
    expect(rpc.stderr).toMatch(
      /^error: The node refused statusOfTransaction: \\x1b\]0;PWNED-TITLE.*x… \(cut: \d+ characters in all\)/,
    )
    const verbose = await viaProxy(['tx', 'status', id, '--via', 'rpc', '--verbose'])
    expectSafe(verbose.stderr)
    expect(verbose.stderr.length).toBeLessThan(8_000)
    const body = await viaProxy(['node', 'system', '--verbose'])
    expect(body.code).toBe(1)
    expectSafe(body.stderr)
    expect(body.stderr.length).toBeLessThan(8_000)
    expect(body.stderr).toMatch(/ {2}body: \\x1b\]0;PWNED-TITLE.*… \(cut: 10\d{5} characters in all\)/)
  })

  it('the record of `tx status` (a failure in the ledger’s words), a token’s metadata, and a transfer’s refusal', async () => {
    const to = encodeAccountAddress(PrivateKey.generate().publicKey, 'localnet')
    const sent = await runLedgernet([...sandboxArguments(), 'transfer', to, '1', '--json'], {
      env: { LEDGERNET_PRIVATE_KEY: SECRET_KEY },
    })
    const { transactionId } = JSON.parse(sent.stdout) as { transactionId: string }
    tamper = ({ path }, answer) =>
      path === '/transaction/status'
        ? withJson(answer, {
            ...answer.json,
            transaction: {
              ...answer.json.transaction,
              fee_paid: { ...answer.json.transaction.fee_paid, value: '0' },
              transaction_status: { status: 'FAILED', failure: hostile },
            },
          })
        : path === '/v0/state/resource'
          ? withJson(answer, {
              ...answer.json,
              manager: { ...answer.json.manager, metadata: [{ key: 'name', value: hostile }] },
            })
          : undefined
    const status = await viaProxy(['tx', 'status', transactionId])
    expect(status.code).toBe(0)
    expectSafe(status.stdout)
    expect(status.stdout).toContain(`failure: ${shownHostile}`)
    const info = await viaProxy(['token', 'info', 'xrd_dr1qyrs8qwl'])
    expect(info.code).toBe(0)
    expectSafe(info.stdout)
    expect(info.stdout).toContain(`name: ${shownHostile}`)

    tamper = ({ path, method, json }) =>
      path === '/rpc' && method === 'POST'
        ? jsonAnswer(200, { jsonrpc: '2.0', id: json.id, error: { code: 1301, message: hostile } })
        : undefined
    const transfer = await viaProxy(['transfer', to, '1', '--via', 'rpc', '--verbose'], {
      LEDGERNET_PRIVATE_KEY: SECRET_KEY,
    })
    expect(transfer.code).toBe(1)
    expectSafe(transfer.stdout + transfer.stderr)
    expect(transfer.stderr).toContain(`error: The node refused buildTransaction: ${shownHostile} (JSON-RPC 1301).`)
  })

  it('what a user typed: an unknown command, echoed in a usage error', async () => {
    const run = await runLedgernet([hostile])
    expect(run.code).toBe(2)
    expectSafe(run.stderr)
    expect(run.stderr).toContain('\\x1b]0;PWNED-TITLE\\x07')
  })
})
