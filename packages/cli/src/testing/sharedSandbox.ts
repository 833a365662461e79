import { developmentKeys, silentLogger, startSandbox } from '@ledgernet/sandbox'
import type { TestProject } from 'vitest/node'
import { ADMIN, POOR_KEY, SECRET_KEY, STRANGER_KEY } from './testKeys.js'

const TOKEN = 10n ** 18n

/**
 * One sandbox for every test file (vitest `globalSetup`): a sandbox start compiles the spec
 * validators, which costs more than most tests. Tests use fresh keys for anything they check to
 * the subunit, so they can share it, also when files run in parallel. Funded: the test key
 * (1,000,000 XRD), a stranger (1,000 XRD), a poor account (1 XRD) and development account 0
 * (the README's session).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sandbox = await startSandbox({
    port: 0,
    roundMs: 20,
    adminCredentials: ADMIN,
    logger: silentLogger,
    accounts: [
      { privateKey: SECRET_KEY, balance: 1_000_000n * TOKEN },
      { privateKey: STRANGER_KEY, balance: 1000n * TOKEN },
      { privateKey: POOR_KEY, balance: TOKEN },
      { privateKey: developmentKeys(1)[0]!.privateKeyHex },
    ],
  })
  project.provide('sandbox', {
    gatewayUrl: sandbox.gatewayUrl,
    rpcUrl: sandbox.rpcUrl,
    nodeUrl: sandbox.nodeUrl,
    v0Url: sandbox.v0Url,
    port: sandbox.port,
    totalSupply: sandbox.accounts.reduce((sum, account) => sum + account.balance, 0n).toString(),
  })
  return () => sandbox.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandbox: { gatewayUrl: string; rpcUrl: string; nodeUrl: string; v0Url: string; port: number; totalSupply: string }
  }
}
