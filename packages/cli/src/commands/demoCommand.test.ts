import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runLedgernet } from '../testing/runLedgernet.js'
import { runLedgernetBin } from '../testing/runLedgernetBin.js'
import { ADMIN, POOR_KEY, SECRET_KEY, sandboxArguments, sharedSandbox } from '../testing/testSandbox.js'

const TOKEN = 10n ** 18n
const admin = ['--admin', `${ADMIN.username}:${ADMIN.password}`]
const env = { LEDGERNET_PRIVATE_KEY: SECRET_KEY }

describe('ledgernet demo (in-process sandbox)', () => {
  it('runs every step, prints each as it happens, the transactions and the balances, and exits 0 (the built bin)', async () => {
    const run = await runLedgernetBin(['demo'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const steps = run.stdout.split('\n').filter((line) => /^✔ +\d+ /.test(line))
    expect(steps).toHaveLength(21)
    for (const line of steps.filter((line) => /\[(gateway|rpc|v0)\] — /.test(line)))
      expect(line).toMatch(/ — (CONFIRMED|Succeeded) tx [0-9a-f]{64} · fee [0-9.]+ XRD · \d+(\.\d+)? m?s$/)
    expect(run.stdout).toMatch(/\[rpc\] — CONFIRMED/)
    expect(run.stdout).toMatch(/\[v0\] — Succeeded/)
    expect(run.stdout).toContain('✓ bob holds ticket #01')
    expect(run.stdout).toMatch(/\nTransactions\n/)
    expect(run.stdout).toMatch(/10 transactions, [0-9.]+ XRD in fees/)
    expect(run.stdout).toMatch(/\nFinal balances\n[\s\S]*\n {2}bob +ddx1\w+ +18 +250 +0 +#01\n/)
    expect(run.stdout).toMatch(/✔ All 21 steps did what they should, in [0-9.]+ m?s\.\n$/)
  })
})

describe('ledgernet demo against given servers', () => {
  it('uses the URLs, the key from LEDGERNET_PRIVATE_KEY and --admin; --json prints one report, progress on stderr; the key is never printed', async () => {
    const run = await runLedgernet([...sandboxArguments(), ...admin, 'demo', '--json'], { env })
    expect(run.code).toBe(0)
    expect(run.stdout + run.stderr).not.toContain(SECRET_KEY)
    expect(run.stderr).toContain(`gateway ${sharedSandbox().gatewayUrl}`)
    expect(run.stderr).toMatch(/✔ +1 fund alice/)
    const report = JSON.parse(run.stdout)
    expect(report.ok).toBe(true)
    expect(report.steps).toHaveLength(21)
    expect(report.steps.every((step: { outcome: string }) => step.outcome === 'ok')).toBe(true)
    const transactions = report.steps.filter((step: { kind: string }) => step.kind === 'transaction')
    expect(transactions.map((step: { via: string }) => step.via)).toEqual([
      'gateway',
      'gateway',
      'gateway',
      'gateway',
      'gateway',
      'gateway',
      'rpc',
      'v0',
      'v0',
      'v0',
    ])
    for (const step of transactions) expect(step.transactionId).toMatch(/^[0-9a-f]{64}$/)
    const [alice, bob] = report.balances
    expect(bob).toMatchObject({
      account: 'bob',
      xrd: (18n * TOKEN).toString(),
      gem: (250n * TOKEN).toString(),
      gold: '0',
      nfts: ['01'],
    })
    // alice got 1,000 XRD and sent 8; she paid every fee but the funding one, to the subunit
    const fees = transactions.slice(1).reduce((sum: bigint, step: { fee: string }) => sum + BigInt(step.fee), 0n)
    expect(BigInt(alice.xrd)).toBe(1000n * TOKEN - 8n * TOKEN - fees)

    // what the demo made can be read back with the v0 commands
    const mintStep = transactions.at(-1)
    const receipt = await runLedgernet([...sandboxArguments(), 'v0', 'receipt', mintStep.transactionId])
    expect(receipt.code).toBe(0)
    expect(receipt.stdout).toMatch(/^Succeeded at state version \d+, fee [0-9.]+ XRD \(\d+ cost units\)\n/)
    expect(receipt.stdout).toContain(`${report.accounts.bob.v0Address} ${report.tokens.nft} +01`)
    const ticket = JSON.parse(
      (await runLedgernet([...sandboxArguments(), '--json', 'v0', 'non-fungible', report.tokens.nft, '01'])).stdout,
    )
    expect(ticket.non_fungible).toEqual({
      id_hex: '01',
      is_deleted: false,
      immutable_data: '73656174203141',
      mutable_data: '',
    })
  })

  it('exits 1 naming the step that failed and why: a funder without the funds', async () => {
    const run = await runLedgernet([...sandboxArguments(), ...admin, 'demo'], {
      env: { LEDGERNET_PRIVATE_KEY: POOR_KEY },
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/✖ +1 fund alice with 1,000 XRD and bob with 10 XRD \[gateway\] — failed/)
    expect(run.stdout).toMatch(
      /✖ Step 1 \(fund alice with 1,000 XRD and bob with 10 XRD\) failed: Not enough tokens .* Hint: the sender holds less/,
    )
    expect(run.stdout).not.toMatch(/✔ +2 /)
  })

  describe('when the ledger’s answers are off by one subunit', () => {
    // A v0 gateway that forwards to the sandbox but reports every fungible balance 1 subunit short.
    let proxy: Server
    let proxyUrl: string
    beforeAll(async () => {
      const target = sharedSandbox().v0Url
      proxy = createServer((request, response) => {
        let body = ''
        request.on('data', (chunk: Buffer) => (body += chunk.toString()))
        request.on('end', async () => {
          const answer = await fetch(`${target}${request.url}`, {
            method: request.method,
            headers: { 'content-type': 'application/json' },
            ...(body ? { body } : {}),
          })
          let text = await answer.text()
          if (request.url === '/v0/state/component' && answer.ok) {
            const component = JSON.parse(text)
            for (const vault of component.owned_vaults)
              if (vault.resource_type === 'Fungible' && vault.amount !== '0')
                vault.amount = (BigInt(vault.amount) - 1n).toString()
            text = JSON.stringify(component)
          }
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text)
        })
      })
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
      proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`
    })
    afterAll(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())))

    it('exits 1: the step’s check names what it expected and what it saw', async () => {
      const run = await runLedgernet([...sandboxArguments(), '--v0', proxyUrl, ...admin, 'demo', '--json'], { env })
      expect(run.code).toBe(1)
      const report = JSON.parse(run.stdout)
      expect(report.ok).toBe(false)
      expect(report.failedStep).toMatchObject({
        number: 1,
        outcome: 'failed',
        status: 'CONFIRMED',
        error: { code: 'DEMO_CHECK_FAILED' },
      })
      expect(report.failedStep.error.message).toBe(
        'Check failed: alice holds 999.999999999999999999 XRD, expected 1,000 XRD.',
      )
      expect(report.failedStep.transactionId).toMatch(/^[0-9a-f]{64}$/)
      expect(run.stderr).toMatch(/✖ +1 fund alice/)
    })
  })

  it('exits 1 at the Basic-auth reads without admin credentials, with the hint', async () => {
    const run = await runLedgernet([...sandboxArguments(), 'demo'], { env })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /✖ Step 16 \(read the node mass \(Basic auth\)\) failed: .*HTTP 401.* Hint: pass --admin user:pass/,
    )
  })

  it('needs a funding key for given servers', async () => {
    const run = await runLedgernet([...sandboxArguments(), 'demo'])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/^error: No signing key is configured\. Hint: /m)
  })
})
