import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url))

function run(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const errors: string[] = []
  createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line))
  createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line))
  // A death by signal resolves with the signal's name, so a failure says what happened.
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
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
    const { child, lines, exited } = run(['--port', '0', '--json', '--accounts', '2', '--admin', 'root:pw', '--round-ms', '10'])
    await until(() => lines.length > 0, 'the JSON line')
    const described = JSON.parse(lines[0]!)
    expect(described).toMatchObject({ network: 'localnet', adminCredentials: { username: 'root', password: 'pw' }, roundMs: 10 })
    expect(described.rpcUrl).toBe(`${described.gatewayUrl}/rpc`)
    expect(described.accounts).toHaveLength(2)
    expect(described.accounts[0].publicKey).toBe('03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d')
    expect(described.accounts[0].privateKey).toMatch(/^[0-9a-f]{64}$/)
    const modules = await fetch(`${described.nodeUrl}/api/system/modules`, { headers: { authorization: `Basic ${Buffer.from('root:pw').toString('base64')}` } })
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
    expect(banner).toContain('ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md')
    child.kill('SIGINT')
    expect(await exited).toBe(0)
  })

  it('refuses bad arguments with a usage message and exit code 2', async () => {
    const { errors, exited } = run(['--port', 'eighty'])
    expect(await exited).toBe(2)
    expect(errors.join('\n')).toMatch(/--port/)
    const unknown = run(['--colour'])
    expect(await unknown.exited).toBe(2)
  })
})
