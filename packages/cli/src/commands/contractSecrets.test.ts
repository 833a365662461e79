import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runLedgernet } from '../testing/runLedgernet.js'
import { sharedSandbox } from '../testing/testSandbox.js'

// A server that echoes secrets: in front of the shared sandbox, it answers the node's REST API
// and every Gateway build with errors whose bodies and headers carry each secret of the run in
// every form a server could echo it in (a Basic header, base64, percent-encoded, hex, JSON-escaped),
// and adds them to the headers of every other answer. A run of `ledgernet contract` against it —
// the key from a file, from the environment; the admin password from --admin, from
// LEDGERNET_ADMIN, from the node URL — must leave none of them in anything it writes: the table,
// --json, --verbose, stderr, the JSON, JUnit and HTML reports, their curl lines.

const password = 'S3cret Pa$$/wörd+=:x'
const username = 'admin'
const keyHex = '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const mnemonic = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64')
const b64url = (text: string | Buffer) => Buffer.from(text).toString('base64url')

/** The secrets of the run under way: the server echoes these, in every form. */
let secrets: { key: 'hex' | 'mnemonic' } = { key: 'hex' }

/** Every form of every secret of the run a server could echo, and the test must never find. */
function forms(): Record<string, string> {
  const pair = `${username}:${password}`
  const key: Record<string, string> =
    secrets.key === 'hex'
      ? { key: keyHex, 'key upper-case': keyHex.toUpperCase(), 'key base64': b64(Buffer.from(keyHex, 'hex')) }
      : {
          mnemonic,
          'mnemonic percent-encoded': encodeURIComponent(mnemonic),
          'mnemonic base64': b64(mnemonic),
        }
  return {
    password,
    'password percent-encoded': encodeURIComponent(password),
    'password base64': b64(password),
    'password base64url': b64url(password),
    'password hex': Buffer.from(password).toString('hex'),
    'password JSON-escaped': JSON.stringify(password).slice(1, -1),
    'user:password': pair,
    'Basic header': `Basic ${b64(pair)}`,
    'Basic token': b64(pair),
    'Basic token base64url': b64url(pair),
    'decoded=user:password': `decoded=${pair}`,
    ...key,
  }
}

let server: ReturnType<typeof createServer>
let url: string
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ledgernet-contract-secrets-'))
  const upstream = sharedSandbox().gatewayUrl
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const echo = Object.values(forms()).join(' | ')
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks)
      const path = request.url ?? '/'
      const headers = { 'content-type': 'application/json', 'x-echo': `${echo} ${request.headers.authorization ?? ''}` }
      if (path.startsWith('/api/') || path === '/transaction/build') {
        response.writeHead(path.startsWith('/api/') ? 500 : 400, {
          ...headers,
          'www-authenticate': `Basic realm="${echo}"`,
        })
        response.end(JSON.stringify({ code: 400, message: `echo: ${echo} ${request.headers.authorization ?? ''}` }))
        return
      }
      const forwarded = await fetch(`${upstream}${path}`, {
        method: request.method ?? 'GET',
        headers: { 'content-type': String(request.headers['content-type'] ?? 'application/json') },
        ...(body.length ? { body } : {}),
      })
      const text = await forwarded.text()
      response.writeHead(forwarded.status, { ...headers, 'content-type': forwarded.headers.get('content-type') ?? '' })
      response.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function artefacts(run: { stdout: string; stderr: string }, files: string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = { stdout: run.stdout, stderr: run.stderr }
  for (const file of files) found[file] = await readFile(file, 'utf8').catch(() => '')
  return found
}

function leaks(found: Record<string, string>): string[] {
  const problems: string[] = []
  for (const [artefact, text] of Object.entries(found))
    for (const [form, value] of Object.entries(forms()))
      if (text.toLowerCase().includes(value.toLowerCase())) problems.push(`${form} in ${artefact}`)
  return problems
}

describe('ledgernet contract keeps every secret out of everything it writes', () => {
  const reports = (name: string) => {
    const base = join(dir, name)
    return {
      argv: ['--report-json', `${base}.json`, '--report-junit', `${base}.xml`, '--report-html', `${base}.html`],
      files: [`${base}.json`, `${base}.xml`, `${base}.html`],
    }
  }
  const targets = () => ['--gateway', url, '--rpc', `${url}/rpc`, '--v0', url]

  it('the key from a file (a mnemonic), the password from --admin: --json, --verbose, every report', async () => {
    secrets = { key: 'mnemonic' }
    const keyFile = join(dir, 'mnemonic.key')
    await writeFile(keyFile, `${mnemonic}\n`, { mode: 0o600 })
    const { argv, files } = reports('file')
    const run = await runLedgernet([
      ...targets(),
      '--node',
      url,
      '--key-file',
      keyFile,
      '--admin',
      `${username}:${password}`,
      '--verbose',
      '--json',
      'contract',
      '--seed',
      '1',
      ...argv,
    ])
    expect(run.code).toBe(1)
    const found = await artefacts(run, files)
    for (const file of files) expect(found[file], file).not.toBe('')
    // The server did echo them: the reports show its answers, cut where a secret was.
    expect(found[files[0]!]).toContain('[redacted]')
    expect(leaks(found)).toEqual([])
  })

  it('the key from LEDGERNET_PRIVATE_KEY, the password from LEDGERNET_ADMIN: the table, --verbose, every report', async () => {
    secrets = { key: 'hex' }
    const { argv, files } = reports('env')
    const run = await runLedgernet([...targets(), '--node', url, '--verbose', 'contract', '--all', ...argv], {
      env: { LEDGERNET_PRIVATE_KEY: keyHex, LEDGERNET_ADMIN: `${username}:${password}` },
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('FAIL · ')
    expect(leaks(await artefacts(run, files))).toEqual([])
  })

  it('the password in the node URL', async () => {
    secrets = { key: 'hex' }
    const { argv, files } = reports('url')
    const inUrl = url.replace('//', `//${username}:${encodeURIComponent(password)}@`)
    const run = await runLedgernet([...targets(), '--node', inUrl, 'contract', '--only', 'node-rest', ...argv], {
      env: { LEDGERNET_PRIVATE_KEY: keyHex },
    })
    expect(run.code).toBe(1)
    const found = await artefacts(run, files)
    expect(found[files[0]!]).toContain(`"node": "${url}"`)
    expect(leaks(found)).toEqual([])
  })
})
