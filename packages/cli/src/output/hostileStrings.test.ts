// Every path by which the CLI prints what a server sent — an error's line (and its --verbose detail
// and --json form), a record, a table, a JSON answer, the contract runner's table and JSON report —
// against a server written to misbehave (`startHostileServer`): its strings carry terminal escapes
// (`terminalEscapes`, plus an isolate, a zero-width space and DEL), or run as long as the spec lets
// a field be (a megabyte where nothing bounds it: an error's message or body, what the contract
// runner reports), and one echoes the admin credentials it was sent. The answers are the sandbox's
// own with those strings put in, so that every check but the one under test passes.
import { nativeTokenRri, v0ResourceAddressForRri } from '@ledgernet/crypto'
import {
  jsonText,
  jsonValue,
  type Misbehaviour,
  startHostileServer,
  terminalEscapes,
} from '@ledgernet/test-support/hostileServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectSafe, hostile, shownHostile } from '../testing/hostileText.js'
import { type CliRun, runLedgernet } from '../testing/runLedgernet.js'
import { sharedSandbox } from '../testing/testSandbox.js'

/** `hostile` over and over, as long as the spec lets a name be (256 characters). */
const longest = hostile.repeat(5).slice(0, 256)
/** A megabyte of text that starts with `hostile`. */
const huge = `${hostile}${'x'.repeat(1_048_576)}`

/** Fails unless every line of `text` is at most `length` characters. */
function expectLinesAtMost(text: string, length: number): void {
  const longest = Math.max(...text.split('\n').map((line) => line.length))
  expect(longest).toBeLessThanOrEqual(length)
}

/** What the hostile server answers on each path, set by each test. */
let answers: Record<string, Misbehaviour> = {}
const paths = [
  '/api/system',
  '/api/network/peers',
  '/api/universe',
  '/api/graph/node/mass',
  '/rpc',
  '/transaction/status',
  '/v0/state/resource',
]
let server: Awaited<ReturnType<typeof startHostileServer>>
/** The sandbox's own answers, which the tests put hostile strings into. */
const real: Record<string, any> = {}

beforeAll(async () => {
  const { nodeUrl, v0Url } = sharedSandbox()
  for (const path of ['/api/system', '/api/network/peers', '/api/universe'])
    real[path] = await (await fetch(`${nodeUrl}${path}`)).json()
  real['/v0/state/resource'] = await (
    await fetch(`${v0Url}/v0/state/resource`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resource_address: v0ResourceAddressForRri(nativeTokenRri('localnet')) }),
    })
  ).json()
  server = await startHostileServer(
    Object.fromEntries(
      paths.map((path): [string, Misbehaviour] => [
        path,
        (request, response, sent) =>
          (answers[path] ?? jsonText('{"code":404,"message":"not here"}', 404))(request, response, sent),
      ]),
    ),
  )
})
afterAll(() => server.close())

/** `ledgernet …args` with every interface on the hostile server. */
const run = (args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> =>
  runLedgernet(
    ['--gateway', server.url, '--rpc', `${server.url}/rpc`, '--node', server.url, '--v0', server.url, ...args],
    {
      env,
    },
  )

/** A JSON-RPC error answer to whatever call comes. */
const rpcError =
  (error: unknown): Misbehaviour =>
  (request, response, sent) =>
    jsonValue({ jsonrpc: '2.0', id: JSON.parse(request.body).id, error })(request, response, sent)

describe('what the CLI prints from a hostile server is safe and bounded', () => {
  it('a record (node system): escapes shown, the longest name the spec allows shown whole; --json exact and safe', async () => {
    const system = structuredClone(real['/api/system'])
    system.agent.name = longest
    answers = { '/api/system': jsonValue(system) }
    const human = await run(['node', 'system'])
    expect(human.code).toBe(0)
    expectSafe(human.stdout)
    expect(human.stdout).toContain(`name: ${shownHostile}${shownHostile}`)
    expectLinesAtMost(human.stdout, 2_000)
    const json = await run(['node', 'system', '--json'])
    expect(json.code).toBe(0)
    expectSafe(json.stdout)
    expect(JSON.parse(json.stdout).agent.name).toBe(longest)
  })

  it('a table (node peers): each cell safe, the rows aligned as shown; --json exact and safe', async () => {
    const peers = structuredClone(real['/api/network/peers'])
    expect(peers.length).toBeGreaterThanOrEqual(2)
    peers[0].system.agent.name = hostile
    peers[1].system.agent.name = longest
    answers = { '/api/network/peers': jsonValue(peers) }
    const human = await run(['node', 'peers'])
    expect(human.code).toBe(0)
    expectSafe(human.stdout)
    expect(human.stdout).toContain(`${shownHostile} 100`)
    expectLinesAtMost(human.stdout, 2_000)
    const [header, rule, ...rows] = human.stdout.trimEnd().split('\n')
    expect(header).toMatch(/^host\s+protocols\s+node id\s+agent\s+clock$/)
    // The clock column starts at the same place on every row: the cells were padded as shown.
    const clockAt = header!.indexOf('clock')
    expect(rule!.length).toBeGreaterThan(clockAt)
    for (const row of rows) expect(row.slice(clockAt)).toMatch(/^(\d+|-)$/)
    const json = await run(['node', 'peers', '--json'])
    expectSafe(json.stdout)
    expect(
      JSON.parse(json.stdout)
        .map((peer: any) => peer.system?.agent.name)
        .slice(0, 2),
    ).toEqual([hostile, longest])
  })

  it('a table from an answer’s nested list (node universe’s genesis)', async () => {
    const universe = structuredClone(real['/api/universe'])
    universe.description = hostile
    universe.genesis[0].name = hostile
    answers = { '/api/universe': jsonValue(universe) }
    const human = await run(['node', 'universe'])
    expect(human.code).toBe(0)
    expectSafe(human.stdout)
    expect(human.stdout).toContain(`localnet — ${shownHostile}`)
  })

  it('an error’s line, its --verbose detail and its --json form, for a message or a body of a megabyte', async () => {
    const id = 'ab'.repeat(32)
    answers = {
      '/api/system': jsonValue({ code: 500, message: huge }, 500),
      '/api/universe': (_, response, sent) => {
        sent.bytes += huge.length
        response.writeHead(503, { 'content-type': 'text/plain' }).end(huge)
      },
      '/rpc': rpcError({ code: -32000, message: huge, data: { detail: huge } }),
      '/transaction/status': jsonValue(
        {
          code: 404,
          message: huge,
          details: { type: 'TransactionNotFoundError', transaction_not_found: { hash: id } },
        },
        404,
      ),
    }
    const cut = /x… \(cut: 10\d{5} characters in all\)/
    const cases: [string[], RegExp | undefined][] = [
      [['node', 'system'], /^error: \\x1b\]0;PWNED-TITLE/],
      [['tx', 'status', id, '--via', 'rpc'], /^error: The node refused statusOfTransaction: \\x1b\]0;PWNED-TITLE/],
      // The line is the CLI's own (a transaction the server does not know; what failed, for a body
      // that is not JSON); --verbose shows the server's message or body.
      [['tx', 'status', id], undefined],
      [['node', 'universe'], undefined],
    ]
    for (const [args, says] of cases) {
      const name = args.join(' ')
      const line = await run(args)
      expect(line.code, name).toBe(1)
      expect(line.stdout).toBe('')
      expectSafe(line.stderr)
      expect(line.stderr.split('\n'), name).toHaveLength(2)
      expect(line.stderr.length, name).toBeLessThan(1_500)
      if (says) expect(line.stderr).toMatch(says)
      if (says) expect(line.stderr).toMatch(cut)
      const verbose = await run([...args, '--verbose'])
      expectSafe(verbose.stderr)
      expect(verbose.stderr.length, `${name} --verbose`).toBeLessThan(10_000)
      expect(verbose.stderr, `${name} --verbose`).toMatch(cut)
      const json = await run([...args, '--json'])
      expectSafe(json.stdout)
      const { error } = JSON.parse(json.stdout)
      expect(error.message.length, `${name} --json`).toBeLessThan(1_100)
      if (says) expect(error.message).toContain(terminalEscapes)
    }
  })

  it('an answer the spec refuses (a token symbol of escapes): one typed line naming the field, shown safe', async () => {
    const resource = structuredClone(real['/v0/state/resource'])
    resource.manager.symbol = hostile
    answers = { '/v0/state/resource': jsonValue(resource) }
    const info = await run(['token', 'info', nativeTokenRri('localnet')])
    expect(info.code).toBe(1)
    expectSafe(info.stdout + info.stderr)
    expect(info.stderr).toMatch(
      /^error: .* answered getResource with something the spec does not allow \(\/manager\/symbol /,
    )
    expect(info.stderr.split('\n')).toHaveLength(2)
  })

  it('the contract runner’s table and JSON report', async () => {
    const system = structuredClone(real['/api/system'])
    // Not the shape the spec gives (an object): the failure shows the value seen.
    system.agent = hostile
    const peers = structuredClone(real['/api/network/peers'])
    peers[0].system.agent.name = huge
    answers = { '/api/system': jsonValue(system), '/api/network/peers': jsonValue(peers) }
    const table = await runLedgernet(['--node', server.url, 'contract'])
    expect(table.code).toBe(1)
    expectSafe(table.stdout + table.stderr)
    expect(table.stdout).toMatch(/FAIL/)
    expect(table.stdout).toContain(
      'seen:     "\\u001b]0;PWNED-TITLE\\u0007\\u001b[2J\\u001b[31mred\\u001b[0m\\rover\\x9b31m\\u202egnp.exe',
    )
    expectLinesAtMost(table.stdout, 2_100)
    const json = await runLedgernet(['--node', server.url, 'contract', '--json'])
    expect(json.code).toBe(1)
    expectSafe(json.stdout)
    const report = JSON.parse(json.stdout)
    expect(JSON.stringify(report)).toContain(JSON.stringify(hostile).slice(1, -1))
  })

  it('a server that echoes the admin credentials it was sent: never printed, in any encoding', async () => {
    const password = 'hostile-echo-pw-5150'
    const basic = Buffer.from(`admin:${password}`).toString('base64')
    answers = {
      '/api/graph/node/mass': (request, response, sent) =>
        jsonValue(
          {
            code: 401,
            message: `${request.headers.authorization} was wrong: admin:${password} ${encodeURIComponent(password)}`,
          },
          401,
        )(request, response, sent),
    }
    for (const extra of [[], ['--verbose'], ['--json']]) {
      const refused = await run(['--admin', `admin:${password}`, 'node', 'mass', ...extra])
      expect(refused.code).toBe(1)
      const printed = refused.stdout + refused.stderr
      expect(printed).not.toContain(password)
      expect(printed).not.toContain(basic)
      expect(printed).toMatch(/wrong user or password/)
    }
    // The server's own words, shown with --verbose, with each form of the secret cut.
    const verbose = await run(['--admin', `admin:${password}`, 'node', 'mass', '--verbose'])
    expect(verbose.stderr).toContain('Basic [redacted] was wrong: admin:[redacted] [redacted]')
  })
})
