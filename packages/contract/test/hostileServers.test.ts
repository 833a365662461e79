import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { PrivateKey } from '@ledgernet/crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { runContractCommand } from '../src/cli/runContractCommand.js'
import type { ContractReport } from '../src/report/ContractReport.js'

// Servers that misbehave at the transport level: answers far larger than any answer of the specs,
// no answer at all, a reset connection, a server error for everything. A run against each ends
// within its time budget, fails with exit code 1, and reads no more than its body limit.

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** 10 MB of JSON-looking text, with a Content-Length or, every other answer, chunked without one. */
const tenMegabytes = (() => {
  let count = 0
  const chunk = Buffer.alloc(64 * 1024, 'a')
  return (request: { resume(): void }, response: import('node:http').ServerResponse) => {
    request.resume()
    const declared = count++ % 2 === 0
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(declared ? { 'content-length': String(160 * chunk.length) } : {}),
    })
    response.on('error', () => {})
    let sent = 0
    const write = () => {
      while (sent < 160) {
        sent += 1
        if (!response.write(chunk)) return void response.once('drain', write)
      }
      response.end()
    }
    write()
  }
})()

async function runCommand(url: string, extra: Record<string, unknown> = {}) {
  const chunks: string[] = []
  const started = performance.now()
  const code = await runContractCommand(
    {
      run: { gateway: url, rpc: `${url}/rpc`, node: url, v0: url, privateKey: PrivateKey.generate(), ...extra },
      json: true,
    },
    { stdout: { write: (text) => void chunks.push(text) }, stderr: { write: () => undefined } },
  )
  return { code, report: JSON.parse(chunks.join('')) as ContractReport, ms: performance.now() - started }
}

describe('a server that answers 10 MB bodies', () => {
  it('fails each check naming the operation, the limit and the size seen, and keeps only excerpts', async () => {
    const url = await serve(tenMegabytes)
    const { code, report } = await runCommand(url, { only: ['gateway.deriveToken', 'node-rest.ping'], timeout: 5_000 })
    expect(code).toBe(1)
    const failures = report.checks.flatMap((check) => check.failures)
    expect(failures).toContainEqual(
      expect.objectContaining({
        operation: 'gateway.deriveToken',
        path: '/body',
        message: expect.stringMatching(/larger than the limit of 1048576 bytes \(Content-Length 10485760\)/),
        expected: 'at most 1048576 bytes',
        seen: 10_485_760,
      }),
    )
    // Chunked, without a Content-Length: the reading stops past the limit, the size seen is said.
    expect(failures).toContainEqual(
      expect.objectContaining({
        path: '/body',
        message: expect.stringMatching(/larger than the limit of 1048576 bytes \(at least \d+ bytes\)/),
      }),
    )
    expect(JSON.stringify(report).length).toBeLessThan(2_000_000)
  })

  it('a whole run stays under 300 MB of memory (a process of its own, its peak RSS)', async () => {
    const url = await serve(tenMegabytes)
    const script = `
      const { runContract } = await import(${JSON.stringify(new URL('../dist/index.js', import.meta.url).href)})
      const { PrivateKey } = await import('@ledgernet/crypto')
      const report = await runContract({ gateway: ${JSON.stringify(url)}, rpc: ${JSON.stringify(`${url}/rpc`)}, node: ${JSON.stringify(url)}, v0: ${JSON.stringify(url)}, privateKey: PrivateKey.generate(), admin: 'admin:secret', timeout: 5000 })
      console.log(JSON.stringify({ maxRss: process.resourceUsage().maxRSS, checks: report.summary.total, fail: report.summary.fail }))`
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    const exit = await new Promise((resolve) => child.on('close', resolve))
    expect(exit).toBe(0)
    const { maxRss, checks, fail } = JSON.parse(out.trim().split('\n').at(-1)!) as {
      maxRss: number
      checks: number
      fail: number
    }
    expect(checks).toBeGreaterThan(100)
    expect(fail).toBeGreaterThan(50)
    console.info(`peak RSS of a run against 10 MB bodies: ${Math.round(maxRss / 1024)} MB (${checks} checks)`)
    expect(maxRss / 1024).toBeLessThan(300)
  })
})

describe('a server whose answers are hostile text', () => {
  it('JSON nested 400,000 levels deep (under the body limit): not JSON, refused before it is parsed; exit code 1', async () => {
    const deep = `${'['.repeat(400_000)}${']'.repeat(400_000)}`
    const url = await serve((request, response) => {
      request.resume()
      response.writeHead(200, { 'content-type': 'application/json' }).end(deep)
    })
    const { code, report } = await runCommand(url, { only: ['node-rpc', 'gateway.deriveToken'], timeout: 5_000 })
    expect(code).toBe(1)
    expect(report.stopped).toBeUndefined()
    const failures = report.checks.flatMap((check) => check.failures)
    expect(failures).toContainEqual(
      expect.objectContaining({ operation: 'gateway.deriveToken', path: '/body', message: 'response: is not JSON' }),
    )
    expect(failures).toContainEqual(
      expect.objectContaining({ operation: 'node-rpc.ledger.buildTransaction', message: 'response: is not JSON' }),
    )
    expect(JSON.stringify(report).length).toBeLessThan(2_000_000)
  })

  it('terminal controls in every text: the table shows them as text, never as controls', async () => {
    const url = await serve((request, response) => {
      request.resume()
      response.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          code: 400,
          message: '\u001b[2J\u001b[32mevery check passed\u001b[0m\r\u001b[1A\u0007',
          details: { type: '\u001b]0;title\u0007' },
        }),
      )
    })
    const chunks: string[] = []
    const code = await runContractCommand(
      { run: { gateway: url, only: ['gateway.deriveToken'], timeout: 5_000 }, json: false },
      { stdout: { write: (text) => void chunks.push(text) }, stderr: { write: (text) => void chunks.push(text) } },
    )
    expect(code).toBe(1)
    const table = chunks.join('')
    expect(table).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/)
    expect(table).toContain('\\x1b[32mevery check passed')
  })
})

describe('a server that never answers, resets every connection, or answers 503 to everything', () => {
  it('never answering: the run ends within its time budget, exit code 1, what did not run skipped with the reason', async () => {
    const url = await serve((request) => request.resume())
    const { code, report, ms } = await runCommand(url, { timeBudget: 1_500, timeout: 400 })
    expect(code).toBe(1)
    expect(report.stopped).toBe('the time budget of 1500 ms was spent')
    expect(ms).toBeLessThan(1_500 + 1_000)
    expect(report.checks.some((check) => check.reason?.startsWith('not run: the time budget'))).toBe(true)
  })

  it('resetting: every check that needed an answer fails, quickly; exit code 1', async () => {
    const url = await serve((request) => request.socket.destroy())
    const { code, report } = await runCommand(url, { timeBudget: 20_000, timeout: 1_000 })
    expect(code).toBe(1)
    expect(report.stopped).toBeUndefined()
    expect(report.summary.fail).toBeGreaterThan(0)
    expect(report.checks.flatMap((check) => check.failures).some((f) => /no answer/.test(f.message))).toBe(true)
  })

  it('503 to everything: failures naming the status, no retry storm; exit code 1', async () => {
    let requests = 0
    const url = await serve((request, response) => {
      requests += 1
      request.resume()
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"code":503,"message":"down"}')
    })
    const { code, report } = await runCommand(url, { timeBudget: 20_000 })
    expect(code).toBe(1)
    expect(report.summary.fail).toBeGreaterThan(0)
    // One request per check at most, and the few the scenarios' waits make: nothing is resent in a loop.
    expect(requests).toBeLessThan(report.summary.total + 20)
  })
})
