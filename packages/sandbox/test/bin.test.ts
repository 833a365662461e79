import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { describe, expect, it } from 'vitest'

const bin = fileURLToPath(new URL('../bin/ledgernet-sandbox.cjs', import.meta.url))

function run(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const errors: string[] = []
  createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line))
  createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line))
  // A death by signal resolves with the signal's name, so a failure says what happened.
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  return { child, lines, errors, exited }
}

async function until(check: () => boolean, what: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('ledgernet-sandbox', () => {
  it('prints its URLs, accounts and credentials as JSON, serves, and exits 0 on SIGTERM', async () => {
    const { child, lines, exited } = run([
      '--port',
      '0',
      '--json',
      '--accounts',
      '2',
      '--admin',
      'root:pw',
      '--round-ms',
      '10',
    ])
    await until(() => lines.length > 0, 'the JSON line')
    const described = JSON.parse(lines[0]!)
    expect(described).toMatchObject({
      network: 'localnet',
      adminCredentials: { username: 'root', password: 'pw' },
      roundMs: 10,
      mining: 'interval',
      controls: true,
    })
    expect(described.rpcUrl).toBe(`${described.gatewayUrl}/rpc`)
    expect(described.accounts).toHaveLength(2)
    expect(described.accounts[0].publicKey).toBe(developmentAccounts[0].publicKeyHex)
    expect(described.accounts[0].privateKey).toMatch(/^[0-9a-f]{64}$/)
    const modules = await fetch(`${described.nodeUrl}/api/system/modules`, {
      headers: { authorization: `Basic ${Buffer.from('root:pw').toString('base64')}` },
    })
    expect(modules.status).toBe(200)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })

  it('prints a banner with random admin credentials and the development-key warning; stops on SIGINT', async () => {
    const { child, lines, exited } = run(['--port', '0', '--accounts', '1'])
    await until(() => lines.some((line) => line.includes('Ctrl-C')), 'the banner')
    const banner = lines.join('\n')
    expect(banner).toMatch(/admin: admin \/ \S{20,}/)
    expect(banner).toContain('never send real funds')
    expect(banner).toContain(`${developmentAccounts[0].address}   1,000,000 XRD`)
    // How to use what it printed: the exact lines for the ledgernet command.
    const gateway = /localnet on (http:\/\/127\.0\.0\.1:\d+)/.exec(banner)![1]!
    const key = /private key ([0-9a-f]{64})/.exec(banner)![1]!
    expect(banner).toContain(`  export LEDGERNET_GATEWAY=${gateway}`)
    expect(banner).toContain(`  export LEDGERNET_PRIVATE_KEY=${key}   # sign as account (0)`)
    expect(banner).toMatch(/ {2}export LEDGERNET_ADMIN='admin:\S{20,}'/)
    child.kill('SIGINT')
    expect(await exited).toBe(0)
  })

  it('refuses bad arguments with one error line, a hint and exit code 2', async () => {
    const { errors, exited } = run(['--port', 'eighty'])
    expect(await exited).toBe(2)
    expect(errors).toEqual([
      expect.stringMatching(
        /^error: option '--port <n>' argument 'eighty' is invalid\. .* Hint: see `ledgernet-sandbox --help`\.$/,
      ),
    ])
    const unknown = run(['--colour'])
    expect(await unknown.exited).toBe(2)
    expect(unknown.errors).toEqual(["error: unknown option '--colour'. Hint: see `ledgernet-sandbox --help`."])
    // What was typed is quoted safe for a terminal: its escape, control and bidi characters shown.
    const hostile = run(['--\u001b]0;PWNED\u0007\u001b[2J\u009b31m\u202e'])
    expect(await hostile.exited).toBe(2)
    expect(hostile.errors).toEqual([
      "error: unknown option '--\\x1b]0;PWNED\\x07\\x1b[2J\\x9b31m\\u202e'. Hint: see `ledgernet-sandbox --help`.",
    ])
  })

  it('a busy port is PORT_IN_USE: one line with the hint, exit code 1', async () => {
    const busy = createServer()
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    const port = (busy.address() as AddressInfo).port
    try {
      const { errors, exited } = run(['--port', String(port)])
      expect(await exited).toBe(1)
      expect(errors).toEqual([
        `error: Port ${port} on 127.0.0.1 is already in use. Hint: stop what listens there, or choose another port (--port; 0 picks a free one).`,
      ])
    } finally {
      busy.close()
    }
  })

  it('--help lists its options, the exit codes, and no option of other commands', async () => {
    const { lines, exited } = run(['--help'])
    expect(await exited).toBe(0)
    const help = lines.join('\n')
    for (const option of [
      '--port <n>',
      '--host <host>',
      '--round-ms <n>',
      '--rounds-per-epoch <n>',
      '--data-dir <dir>',
      '--accounts <n>',
      '--admin <user:pass>',
      '--json',
    ])
      expect(help).toContain(option)
    expect(help).not.toContain('--key-file')
    expect(help).toContain('Exit code: 0 once stopped')
  })

  it('ends quietly when its reader closes the pipe (`ledgernet-sandbox --help | head -1`)', async () => {
    const child = spawn(process.execPath, [bin, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr!.on('data', (chunk) => {
      stderr += chunk
    })
    // The reader goes away before the help is written, as `head` does once it has its line.
    child.stdout!.destroy()
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)))
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })

  it('refuses half a ledger or a damaged journal, saying what to do, and starts with --reset or --repair-truncate', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ledgernet-bin-'))
    try {
      const first = run(['--port', '0', '--json', '--accounts', '1', '--data-dir', directory])
      await until(() => first.lines.length > 0, 'the first start')
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      const path = join(directory, 'journal.log')
      const journal = await readFile(path)
      // A journal with one record: flip a byte of its payload.
      await writeFile(path, Buffer.concat([journal, frame({ type: 'clock', epoch: 1, round: 0, time: 1 })]))
      const damaged = await readFile(path)
      damaged[damaged.length - 3]! ^= 0x20
      await writeFile(path, damaged)
      const refused = run(['--port', '0', '--data-dir', directory])
      expect(await refused.exited).toBe(1)
      const message = refused.errors.join('\n')
      expect(message).toMatch(new RegExp(`damaged at byte ${journal.length}[\\s\\S]*--repair-truncate`))
      expect(message).not.toMatch(/\n\s+at /)
      const repaired = run(['--port', '0', '--json', '--data-dir', directory, '--repair-truncate'])
      await until(() => repaired.lines.length > 0, 'the repaired start')
      expect(repaired.errors.join('\n')).toMatch(/warning: the journal was damaged at byte/)
      repaired.child.kill('SIGTERM')
      expect(await repaired.exited).toBe(0)

      await rm(path)
      const missing = run(['--port', '0', '--data-dir', directory])
      expect(await missing.exited).toBe(1)
      expect(missing.errors.join('\n')).toMatch(/journal\.log is missing[\s\S]*--reset/)
      const reset = run(['--port', '0', '--json', '--data-dir', directory, '--reset'])
      await until(() => reset.lines.length > 0, 'the reset start')
      expect(JSON.parse(reset.lines[0]!).dataDir).toBe(directory)
      reset.child.kill('SIGTERM')
      expect(await reset.exited).toBe(0)
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
})

/** A journal record as the journal frames it: u32 length, 8 bytes of SHA-256, the JSON. */
function frame(record: object): Buffer {
  const payload = Buffer.from(JSON.stringify(record))
  const header = Buffer.alloc(12)
  header.writeUInt32BE(payload.length, 0)
  createHash('sha256').update(payload).digest().copy(header, 4, 0, 8)
  return Buffer.concat([header, payload])
}
