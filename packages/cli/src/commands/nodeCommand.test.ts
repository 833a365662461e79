import { encodeAccountAddress, PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { ADMIN, SECRET_KEY, sandboxArguments } from '../testing/testSandbox.js'

const urls = sandboxArguments()

describe('ledgernet node', () => {
  it('pings the node, in words and in JSON', async () => {
    const human = await runLedgernet([...urls, 'node', 'ping'])
    expect(human).toMatchObject({ code: 0, stderr: '' })
    expect(human.stdout).toMatch(/^pong from http:\/\/127\.0\.0\.1:\d+ in \d+ ms/)
    const json = await runLedgernet([...urls, 'node', 'ping', '--json'])
    expect(json.code).toBe(0)
    expect(JSON.parse(json.stdout)).toMatchObject({ response: 'pong', timestamp: expect.any(Number) })
  })

  it('reads the system record, the network, peers and the universe', async () => {
    const system = JSON.parse((await runLedgernet([...urls, '--json', 'node', 'system'])).stdout)
    expect(system.agent.name).toBe('ledgernet-sandbox')
    const network = JSON.parse((await runLedgernet([...urls, '--json', 'node', 'network'])).stdout)
    expect(network).toMatchObject({ tcp: expect.any(Array), udp: expect.any(Array), nids: expect.any(Number) })
    const peers = await runLedgernet([...urls, 'node', 'peers'])
    expect(peers.code).toBe(0)
    expect(peers.stdout.split('\n')[0]).toMatch(/^host\s+protocols\s+node id/)
    const live = JSON.parse((await runLedgernet([...urls, '--json', 'node', 'peers', '--live'])).stdout)
    for (const peer of live) expect(peer.protocols.length).toBeGreaterThan(0)
    const universe = await runLedgernet([...urls, 'node', 'universe'])
    expect(universe.stdout).toMatch(
      new RegExp(
        `allocation +xrd_dr1qyrs8qwl +${encodeAccountAddress(PrivateKey.fromHex(SECRET_KEY).publicKey, 'localnet')} +1,000,000 XRD`,
      ),
    )
  })

  it('reads mass and modules and closes websockets with the admin credentials', async () => {
    const admin = ['--admin', `${ADMIN.username}:${ADMIN.password}`]
    const mass = await runLedgernet([...urls, ...admin, '--json', 'node', 'mass'])
    expect(mass.code).toBe(0)
    expect(Array.isArray(JSON.parse(mass.stdout))).toBe(true)
    const modules = await runLedgernet([...urls, 'node', 'modules'], {
      env: { LEDGERNET_ADMIN: `${ADMIN.username}:${ADMIN.password}` },
    })
    expect(modules.code).toBe(0)
    expect(modules.stdout).toMatch(/websockets/)
    const closed = await runLedgernet([...urls, ...admin, '--json', 'node', 'close-websockets'])
    expect(JSON.parse(closed.stdout)).toEqual({ closed: expect.any(Number) })
  })

  it('says in one line that mass needs credentials, tells wrong ones from missing ones, and never prints a wrong password', async () => {
    const missing = await runLedgernet([...urls, 'node', 'mass'])
    expect(expectOneLineError(missing)).toMatch(
      /needs the node's admin credentials, and none were given \(HTTP 401\)\. Hint: pass --admin user:pass/,
    )
    const given = await runLedgernet([...urls, 'node', 'mass'], {
      env: { LEDGERNET_ADMIN: 'admin:not-the-password-42' },
    })
    expect(expectOneLineError(given)).toMatch(
      /refused the admin credentials given for getNodeMass \(HTTP 401\): wrong user or password\. Hint: check --admin user:pass/,
    )
    const wrong = await runLedgernet([...urls, '--verbose', 'node', 'modules'], {
      env: { LEDGERNET_ADMIN: 'admin:not-the-password-42' },
    })
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).not.toContain('not-the-password-42')
    expect(wrong.stderr.split('\n').length).toBeGreaterThan(2) // --verbose adds the detail
  })

  it('cuts only the whole password from what it prints: a password inside a longer word is not cut', async () => {
    // `pass` is inside "password" and "passed"; the line must read as written, not "[redacted]word".
    const short = await runLedgernet([...urls, '--verbose', 'node', 'mass'], { env: { LEDGERNET_ADMIN: 'admin:pass' } })
    expect(short.stderr).toMatch(/: wrong user or password\. Hint: check --admin user:pass/)
    expect(short.stderr).not.toContain('[redacted]')
    // The whole password is cut wherever it stands, even in the URL a user typed.
    const inUrl = await runLedgernet([
      '--node',
      urls[5]!.replace('://', '://admin:h1dd3n-pw@'),
      '--verbose',
      'node',
      'mass',
    ])
    expect(inUrl.code).toBe(1)
    expect(inUrl.stderr).not.toContain('h1dd3n-pw')
  })
})
