import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BinSandbox, startBinSandbox } from '../testing/binSandbox.js'
import { rawExchange, stalledRequest } from '../testing/rawHttp.js'

// Raw HTTP framing drawn at random (fast-check, a fixed seed so that CI runs the same cases): declared
// lengths around every limit up to 2^64, chunked bodies with every kind of chunk size, header
// sizes and counts, pipelined, slow, truncated and abandoned requests, websocket upgrades, noise —
// sent to the bin, which must answer each with a status below 500 (or close the connection, or
// wait for more), keep answering others after each, and stop promptly at the end with requests
// still half sent. SANDBOX_FUZZ_RUNS (default 300) and SANDBOX_FUZZ_SEED run it longer or
// elsewhere: `SANDBOX_FUZZ_RUNS=20000 npx vitest run src/server/framingFuzz.test.ts`.
const RUNS = Number(process.env.SANDBOX_FUZZ_RUNS ?? 300)
const SEED = Number(process.env.SANDBOX_FUZZ_SEED ?? 19)

const MiB = 1024 * 1024
const LIMITS = [4 * MiB, 64 * MiB, 2 ** 31, 2 ** 32, 2 ** 53]
/** Declared lengths: 0, small ones, and each limit −1, exactly and +1, up to 2^64 and past it. */
const numericLengths = [
  0n,
  1n,
  2n,
  ...LIMITS.flatMap((limit) => [BigInt(limit) - 1n, BigInt(limit), BigInt(limit) + 1n]),
  2n ** 64n - 1n,
  2n ** 64n,
  10n ** 30n,
]
const TOO_LARGE_TO_READ = 64n * BigInt(MiB)

type Case = {
  label: string
  pieces: (string | Uint8Array)[]
  pauseMs: number
  after: 'read' | 'end' | 'drop' | 'reset'
  /** What the server must answer: these statuses, at least one answer below 500, or nothing asserted. */
  expects: number[] | 'answer' | 'anything'
}

const paths = fc.constantFrom(
  '/rpc',
  '/transaction/submit',
  '/status',
  '/v0/transaction/submit',
  '/api/system',
  '/api/ping',
  '/api/websocket',
  '/nowhere',
  '/',
)
const methods = fc.constantFrom('POST', 'GET', 'OPTIONS', 'PUT', 'DELETE', 'HEAD')
const bodies = fc.oneof(
  fc.constant('{"jsonrpc":"2.0","id":1,"method":"sandbox_snapshot"}'),
  fc.constant('{}'),
  fc.constant('[[[[[[[[[[]]]]]]]]]]'),
  fc.string({ maxLength: 300 }),
  fc.nat({ max: 70_000 }).map((size) => '['.repeat(size) + ']'.repeat(size)),
)
const extraHeaders = fc.array(
  fc.constantFrom(
    'Content-Type: application/json',
    'Content-Type: text/plain',
    'Origin: https://attacker.example',
    'Access-Control-Request-Method: POST',
    'X-Ledger-Target-Gw-Api: 1.0',
    'Expect: 100-continue',
    'Authorization: Basic YWRtaW46YWRtaW4=',
  ),
  { maxLength: 3 },
)
const head = (method: string, path: string, headers: string[]) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map((line) => `${line}\r\n`).join('')}`
const ending = fc.constantFrom('end' as const, 'drop' as const, 'reset' as const)

/** A declared Content-Length, and as much of the body as is sent (never more than 64 KiB). */
const lengthCase: fc.Arbitrary<Case> = fc
  .record({
    method: methods,
    path: paths,
    headers: extraHeaders,
    declared: fc.oneof(
      fc.constantFrom(...numericLengths.map(String)),
      fc.nat({ max: 2000 }).map(String),
      fc.constantFrom('-1', '1.5', '0x10', '+5', '5, 5', '', 'abc', '5 5'),
    ),
    body: bodies,
    send: fc.constantFrom('declared' as const, 'less' as const, 'more' as const),
    after: ending,
  })
  .map(({ method, path, headers, declared, body, send, after }) => {
    const numeric = /^\d+$/.test(declared) ? BigInt(declared) : undefined
    const length = numeric !== undefined && numeric <= 65_536n ? Number(numeric) : undefined
    const sent =
      length === undefined
        ? body.slice(0, 1000)
        : send === 'declared'
          ? body.padEnd(length, ' ').slice(0, length)
          : send === 'less'
            ? body.slice(0, Math.max(0, length - 1))
            : `${body.padEnd(length, ' ').slice(0, length)}XX`
    const complete = length !== undefined && Buffer.byteLength(sent) >= length && /^[\x20-\x7e]*$/.test(sent)
    const expects: Case['expects'] =
      numeric === undefined || numeric >= 2n ** 64n
        ? [400]
        : numeric > TOO_LARGE_TO_READ
          ? [413]
          : complete
            ? 'answer'
            : 'anything'
    return {
      label: `${method} ${path} Content-Length: ${declared}, ${send}`,
      pieces: [`${head(method, path, [...headers, `Content-Length: ${declared}`, 'Connection: close'])}\r\n`, sent],
      pauseMs: 0,
      after: expects === 'anything' ? after : 'read',
      expects,
    }
  })

/** A chunked body: sizes that match, lie, overflow or are not hex, with extensions, ended or not. */
const chunkedCase: fc.Arbitrary<Case> = fc
  .record({
    method: methods,
    path: paths,
    headers: extraHeaders,
    chunks: fc.array(
      fc.oneof(
        fc
          .string({ minLength: 1, maxLength: 500 })
          .map((data) => ({ size: Buffer.byteLength(data).toString(16), data, valid: true })),
        fc
          .constantFrom('ffffffffffffffff', '10000000000000000', '7fffffff', '400001', 'zz', '-1', '', ' 5')
          .map((size) => ({ size, data: 'abcde', valid: false })),
        fc
          .nat({ max: 20_000 })
          .map((extension) => ({ size: `5;${'x'.repeat(extension)}`, data: 'abcde', valid: extension < 10_000 })),
      ),
      { maxLength: 5 },
    ),
    terminated: fc.boolean(),
    after: ending,
  })
  .map(({ method, path, headers, chunks, terminated, after }) => {
    const text = chunks.map(({ size, data }) => `${size}\r\n${data}\r\n`).join('') + (terminated ? '0\r\n\r\n' : '')
    const complete = terminated && chunks.every((chunk) => chunk.valid)
    return {
      label: `${method} ${path} chunked ${chunks.map((chunk) => chunk.size.slice(0, 20)).join(',')}${terminated ? ' end' : ''}`,
      pieces: [`${head(method, path, [...headers, 'Transfer-Encoding: chunked', 'Connection: close'])}\r\n`, text],
      pauseMs: 0,
      after: complete ? 'read' : after,
      expects: complete ? 'answer' : 'anything',
    }
  })

/** Many headers, or one long one: within Node's 16 KiB of names and values an answer, beyond it 431. */
const headerCase: fc.Arbitrary<Case> = fc
  .record({ path: paths, count: fc.nat({ max: 3000 }), valueLength: fc.nat({ max: 40_000 }) })
  .map(({ path, count, valueLength }) => {
    const lines = Array.from({ length: count }, (_, index) => `X-H${index}: v`)
    lines.push(`X-Long: ${'a'.repeat(valueLength)}`)
    const text = `${head('GET', path, [...lines, 'Connection: close'])}\r\n`
    // What Node counts against its limit: the names and values of the headers.
    const counted = [...text.matchAll(/^([^:\r\n]+): ([^\r\n]*)\r$/gm)].reduce(
      (sum, [, name, value]) => sum + name!.length + value!.length,
      0,
    )
    return {
      label: `GET ${path} with ${count} headers and one of ${valueLength} bytes`,
      pieces: [text],
      pauseMs: 0,
      after: 'read',
      expects: counted > 16 * 1024 + 256 ? [431] : counted < 16 * 1024 - 256 ? 'answer' : 'anything',
    }
  })

const wellFormed = [
  'GET /api/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
  'POST /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 52\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"sandbox_snapshot"}',
  'POST /status HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
  'OPTIONS /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://a.example\r\nAccess-Control-Request-Method: POST\r\n\r\n',
  'POST /v0/state/epoch HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
]
/** Several requests in one write, the last closing the connection; some of them possibly broken. */
const pipelineCase: fc.Arbitrary<Case> = fc
  .record({
    requests: fc.array(fc.nat({ max: wellFormed.length - 1 }), { minLength: 1, maxLength: 12 }),
    broken: fc.option(
      fc.constantFrom(
        'GARBAGE\r\n\r\n',
        'POST /rpc HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n',
        'GET / HTTP/9.9\r\n\r\n',
      ),
      { nil: undefined },
    ),
    slow: fc.boolean(),
  })
  .map(({ requests, broken, slow }) => {
    const texts = requests.map((index) => wellFormed[index]!)
    texts.push('GET /api/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    if (broken !== undefined) texts.splice(texts.length - 1, 0, broken)
    const text = texts.join('')
    // Slow: the same bytes in pieces of 7, 1 ms apart (a client on a bad line).
    const pieces = slow ? (text.match(/[\s\S]{1,97}/g) ?? []) : [text]
    return {
      label: `${texts.length} pipelined${broken ? ' with a broken one' : ''}${slow ? ', slowly' : ''}`,
      pieces,
      pauseMs: slow ? 1 : 0,
      after: 'read',
      expects: 'answer',
    }
  })

/** Websocket upgrades to the feed and elsewhere, well-formed or not, left at once or reset. */
const upgradeCase: fc.Arbitrary<Case> = fc
  .record({
    path: fc.constantFrom('/api/websocket', '/rpc', '/'),
    key: fc.constantFrom('dGhlIHNhbXBsZSBub25jZQ==', 'not-a-key', ''),
    version: fc.constantFrom('13', '8', 'x'),
    after: ending,
  })
  .map(({ path, key, version, after }) => ({
    label: `upgrade ${path} key ${key} version ${version}`,
    pieces: [
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: ${version}\r\n\r\n`,
    ],
    pauseMs: 0,
    after,
    expects: 'anything',
  }))

/** Bytes that are no HTTP, and prefixes of requests cut anywhere. */
const noiseCase: fc.Arbitrary<Case> = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 2000 }).map((bytes) => ({
    label: `${bytes.length} random bytes`,
    pieces: [bytes],
    pauseMs: 0,
    after: 'end' as const,
    expects: 'anything' as const,
  })),
  fc
    .record({ request: fc.nat({ max: wellFormed.length - 1 }), cut: fc.nat(), after: ending })
    .map(({ request, cut, after }) => {
      const text = wellFormed[request]!
      return {
        label: `${text.split('\r\n')[0]} cut at ${cut % text.length}`,
        pieces: [text.slice(0, cut % text.length)],
        pauseMs: 0,
        after,
        expects: 'anything' as const,
      }
    }),
)

/** Counterexamples print as their label, not their bytes. */
const labelled = (arbitrary: fc.Arbitrary<Case>) =>
  arbitrary.map((sent) => Object.assign(sent, { [fc.toStringMethod]: () => sent.label }))

const anyCase = fc.oneof(
  { arbitrary: labelled(lengthCase), weight: 4 },
  { arbitrary: labelled(chunkedCase), weight: 3 },
  { arbitrary: labelled(headerCase), weight: 1 },
  { arbitrary: labelled(pipelineCase), weight: 2 },
  { arbitrary: labelled(upgradeCase), weight: 1 },
  { arbitrary: labelled(noiseCase), weight: 2 },
)

let bin: BinSandbox
beforeAll(async () => {
  bin = await startBinSandbox(['--accounts', '1'])
})
afterAll(() => bin.stop())

describe('raw HTTP framing', () => {
  it(`never takes the server down, never answers 5xx, and never keeps it from answering others (${RUNS} cases, seed ${SEED})`, async () => {
    const tally = { answered: 0, closed: 0 }
    await fc.assert(
      fc.asyncProperty(anyCase, async (sent) => {
        const exchange = await rawExchange(bin.sandbox.port, sent.pieces, {
          pauseMs: sent.pauseMs,
          after: sent.after,
          settleMs: 5_000,
        })
        // `100 Continue` (asked for with `Expect`) comes before the answer.
        const statuses = exchange.statuses.filter((status) => status >= 200)
        if (statuses.length > 0) tally.answered += 1
        if (exchange.closed) tally.closed += 1
        for (const status of statuses) expect(status, sent.label).toBeLessThan(500)
        if (Array.isArray(sent.expects)) expect(statuses, sent.label).toEqual(sent.expects)
        if (sent.expects === 'answer') expect(statuses.length, sent.label).toBeGreaterThan(0)
        if (sent.after === 'read') expect(exchange.closed, `${sent.label}: the connection closed`).toBe(true)
        expect(bin.child.exitCode, bin.stderr()).toBeNull()
        expect((await fetch(`${bin.sandbox.nodeUrl}/api/ping`)).status, sent.label).toBe(200)
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    expect(tally.answered).toBeGreaterThan(RUNS / 3)
  })

  it('stops at once with requests still half sent — bodies stalled, 413s still discarding, headers unfinished — and exits 0', async () => {
    const port = bin.sandbox.port
    const stalled = await Promise.all([
      stalledRequest(port, 'POST /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"json'),
      stalledRequest(
        port,
        `POST /transaction/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${5 * MiB}\r\n\r\n${' '.repeat(1000)}`,
      ),
      stalledRequest(port, 'POST /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab'),
      stalledRequest(port, 'GET /api/ping HTTP/1.1\r\nHost: 127.0'),
    ])
    // Still answering while they wait.
    expect((await fetch(`${bin.sandbox.nodeUrl}/api/ping`)).status).toBe(200)
    const started = Date.now()
    expect(await bin.stop()).toBe(0)
    expect(Date.now() - started).toBeLessThan(3_000)
    for (const socket of stalled) socket.destroy()
    expect(bin.stderr()).toBe('')
  })
})
