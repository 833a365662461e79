import { describe, expect, it } from 'vitest'
import { runLedgernet } from './testing/runLedgernet.js'
import { sharedSandbox } from './testing/testSandbox.js'

const sandbox = sharedSandbox()

describe('ledgernet contract', () => {
  it('runs @ledgernet/contract with the global URL options given before it', async () => {
    const run = await runLedgernet(['--gateway', sandbox.gatewayUrl, 'contract', '--only', 'gateway.deriveToken'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/PASS · \d+ passed/)
  })

  it('keeps the contract’s own exit code for a usage error', async () => {
    const run = await runLedgernet(['contract', '--gateway', sandbox.gatewayUrl, '--only', 'no-such-check'])
    expect(run.code).toBe(2)
  })

  it('prints its help as ledgernet contract', async () => {
    for (const argv of [['contract', '--help'], ['help', 'contract']]) {
      const run = await runLedgernet(argv)
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(/^Usage: ledgernet contract \[options\]/)
      expect(run.stdout).toMatch(/--key-file/)
    }
  })
})
